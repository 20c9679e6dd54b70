// Share a job: the system share sheet (Web Share API) where the browser has one, otherwise a
// button that copies the job's address, tagged as a shared link (its visits count as such).
import { Button } from '@mantine/core';
import { SOURCE_PARAM, SOURCE_PARAM_VALUES } from '@shared/schemas/ad-event-names';
import { useEffect, useState } from 'react';
import { countAdEvent } from '@/lib/adEvents/countAdEvent';

type Props = { jobId: string; title: string; employer: string };

export function ShareJobButton({ jobId, title, employer }: Props) {
  // Known only in the browser: the prerendered page and the first render show the copy button.
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}?${SOURCE_PARAM}=${SOURCE_PARAM_VALUES.shared}`;
    countAdEvent('job_share', jobId);
    if (canShare) {
      // A closed share sheet rejects with AbortError: nothing to report.
      await navigator.share({ title, text: `${title} – ${employer}`, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <>
      <Button variant="default" size="xs" onClick={() => void share()}>
        {canShare ? 'Dela' : copied ? 'Länken är kopierad' : 'Kopiera länk'}
      </Button>
      {copied === false && (
        <span role="alert">Länken kunde inte kopieras. Kopiera adressen från adressfältet.</span>
      )}
    </>
  );
}
