// The import's pure parts: which addresses a source may point at, the HTML reducer on
// what strangers send, and the mapping of places, specialties, forms and pay.
import { describe, expect, it } from 'vitest';
import { htmlToText, plainText } from '../../supabase/functions/_server/import/html-text.ts';
import {
  checkSourceUrl,
  isPublicAddress,
} from '../../supabase/functions/_server/import/safe-fetch.ts';
import {
  mapAd,
  payFrom,
  regionFrom,
  specialtyFrom,
} from '../../supabase/functions/_shared/job-import/map.ts';

describe('source addresses', () => {
  it('counts only public addresses as public', () => {
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  const refusal = (url: string, addresses: string[], allowLoopback = false) =>
    checkSourceUrl(new URL(url), { resolve: async () => addresses, allowLoopback }).then(
      () => null,
      (error: Error) => error.message,
    );

  it('refuses other schemes, credentials, private and loopback hosts, and names that resolve to them', async () => {
    expect(await refusal('https://jobs.example.se/feed', ['93.184.216.34'])).toBeNull();
    expect(await refusal('ftp://jobs.example.se/feed', ['93.184.216.34'])).toBe(
      'Adressen måste börja med http:// eller https:// (ftp:).',
    );
    expect(await refusal('file:///etc/passwd', [])).toMatch(/^Adressen måste börja med http/);
    expect(await refusal('https://user:pw@jobs.example.se/', ['93.184.216.34'])).toBe(
      'Adressen får inte innehålla inloggning.',
    );
    expect(await refusal('http://127.0.0.1:8080/feed', [])).toBe(
      'Värden 127.0.0.1 är inte en publik adress (127.0.0.1).',
    );
    expect(await refusal('http://localhost/feed', [])).toMatch(/inte en publik adress/);
    expect(await refusal('http://[::1]/feed', [])).toMatch(/inte en publik adress/);
    // A public-looking name that resolves to one private address among public ones.
    expect(await refusal('https://rebind.example/feed', ['93.184.216.34', '10.0.0.8'])).toBe(
      'Värden rebind.example är inte en publik adress (10.0.0.8).',
    );
    expect(await refusal('https://nowhere.example/feed', [])).toBe(
      'Värden nowhere.example finns inte.',
    );
    // The tests' switch opens loopback only, never the private ranges.
    expect(await refusal('http://127.0.0.1:8080/feed', [], true)).toBeNull();
    expect(await refusal('http://192.168.0.10/feed', [], true)).toMatch(/inte en publik adress/);
  });
});

describe('description text', () => {
  it('keeps paragraphs, lists and http(s) links, and drops every kind of markup', () => {
    expect(
      htmlToText(
        '<h2>Om jobbet</h2><p>Rad ett<br>rad två</p><ul><li>Ett</li><li><b>Två</b></li></ul>' +
          '<p><a href="https://example.se/a">Läs mer</a> <a href="https://example.se/b">https://example.se/b</a> ' +
          '<a href="data:text/html,x">data</a></p>',
      ),
    ).toBe(
      'Om jobbet\n\nRad ett\nrad två\n\n• Ett\n• Två\n\nLäs mer (https://example.se/a) https://example.se/b data',
    );
    const hostile =
      '<p>Hej</p><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)><circle/></svg>' +
      '<iframe src="https://evil.example"></iframe><style>*{}</style><p style="x" onclick="y">då</p>' +
      '&lt;script&gt;alert(4)&lt;/script&gt;<!-- <script>alert(5)</script> -->';
    expect(htmlToText(hostile)).toBe('Hej\n\ndå');
    // Markup escaped twice, as some feeds send it, is reduced again rather than shown.
    expect(htmlToText('&lt;p&gt;Vi söker &lt;b&gt;läkare&lt;/b&gt;&lt;/p&gt;')).toBe(
      'Vi söker läkare',
    );
    expect(htmlToText(`<p>${'a'.repeat(50)}</p>`, 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('keeps the lines of a plain-text description and drops anything tag-like', () => {
    expect(plainText('Rad ett\r\n\r\n\r\n<b>Rad</b> två  \n<script>x')).toBe(
      'Rad ett\n\nRad två\nx',
    );
  });
});

describe('mapping onto the job model', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const ad = {
    externalId: '1',
    title: 'Specialistläkare i barn- och ungdomspsykiatri',
    employer: 'Region Örebro län',
    description: 'Vi söker en läkare.',
    city: 'ÖREBRO',
    region: 'Örebro län',
    country: 'Sverige',
  };

  it('finds the region, specialty, form and pay in the sources’ own words', () => {
    expect(regionFrom('SE', 'Västra Götalands län')).toBe('Västra Götaland');
    expect(regionFrom('SE', 'Jämtlands län')).toBe('Jämtland Härjedalen');
    expect(regionFrom('NO', 'MØRE OG ROMSDAL')).toBe('Møre og Romsdal');
    expect(regionFrom('DK', 'Region Syddanmark')).toBe('Syddanmark');
    expect(regionFrom('NO', 'VIKEN')).toBeNull();
    expect(specialtyFrom(ad.title, '')).toBe('barn- och ungdomspsykiatri');
    expect(specialtyFrom('Overlege', 'Vi søker fastlege til legesenteret.')).toBe('allmänmedicin');
    expect(specialtyFrom('Läkare', 'Ingen specialitet nämns.')).toBeNull();
    expect(payFrom('Lön 1 250 kr/tim')).toEqual({ amount: 1250, unit: 'hour' });
    expect(payFrom('Fast lön 68.000 NOK per måned')).toEqual({ amount: 68000, unit: 'month' });
    expect(payFrom('Individuell lönesättning')).toBeNull();
  });

  it('maps a complete ad, refuses one it cannot place, and calls a closed one expired', () => {
    const mapped = mapAd(ad, {}, now);
    expect(mapped).toMatchObject({
      ok: true,
      job: {
        location: 'Örebro, Sverige',
        region: 'Örebro',
        country: 'SE',
        specialty: 'barn- och ungdomspsykiatri',
        salary_currency: 'SEK',
        duplicate_key: 'region orebro lan|specialistlakare i barn och ungdomspsykiatri|orebro',
      },
    });
    expect(mapAd({ ...ad, country: 'Finland' }, {}, now)).toEqual({
      ok: false,
      expired: false,
      reason: 'Okänt land: Finland.',
    });
    expect(mapAd({ ...ad, country: null }, { country: 'NO' }, now)).toMatchObject({
      ok: true,
      job: { country: 'NO', salary_currency: 'NOK' },
    });
    expect(mapAd({ ...ad, applyBy: '2026-11-28' }, {}, now)).toMatchObject({
      ok: false,
      expired: true,
    });
    expect(mapAd({ ...ad, expiresAt: '2026-11-29T11:00:00Z' }, {}, now)).toMatchObject({
      ok: false,
      expired: true,
    });
    expect(mapAd({ ...ad, originalUrl: 'javascript:alert(1)' }, {}, now)).toMatchObject({
      ok: true,
      job: { original_url: null },
    });
  });
});
