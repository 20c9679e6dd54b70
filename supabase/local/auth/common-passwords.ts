// Passwords that head every published list of leaked passwords (and their Swedish counterparts),
// refused as hosted Supabase's leaked-password protection refuses them (weak_password, reason
// "pwned"). Only those of 6 or more characters: shorter ones fail the length rule first.
const COMMON_PASSWORDS = new Set(
  `123456 1234567 12345678 123456789 1234567890 12345678910 0123456789 987654321 9876543210
  111111 1111111 11111111 000000 00000000 121212 123123 123123123 112233 654321 666666 696969
  777777 888888 999999 123321 159753 147258369 741852963 123654 qwerty qwerty1 qwerty12
  qwerty123 qwertyui qwertyuiop qwerty123456 asdfgh asdfghjk asdfghjkl zxcvbn zxcvbnm 1q2w3e
  1q2w3e4r 1q2w3e4r5t 1qaz2wsx qazwsx qazwsxedc zaq12wsx password password1 password12
  password123 password1234 passw0rd p@ssw0rd p@ssword pa55word pass1234 passpass letmein
  letmein1 welcome welcome1 welcome123 iloveyou iloveyou1 princess sunshine football
  baseball basketball superman batman starwars pokemon dragon master monkey shadow michael
  jennifer jordan23 trustno1 abc123 abc12345 abcd1234 abcdef abcdefg abcdefgh a1b2c3d4
  aa123456 computer internet freedom whatever nothing secret secret123 access hello123
  hellohello changeme changeme1 default administrator admin123 admin1234 root1234 test1234
  testtest test123456 google facebook linkedin 123abc 12qwaszx 1234qwer qwer1234 loveyou
  lovely charlie tigger flower cookie chocolate summer winter killer hunter soccer hockey
  ginger buster thomas daniel andrew joshua matthew jessica ashley michelle 1qazxsw2
  zaq1zaq1 mustang harley ranger silver orange yellow purple banana apple123 samsung
  minecraft liverpool chelsea arsenal lösenord losenord lösenord1 losenord1 lösenord123
  losenord123 hejhej hejhej123 sommar sommar123 vinter123 sverige sverige123 stockholm
  göteborg goteborg malmö malmo hammarby djurgården djurgarden aik123 blåvitt passord
  passord1 passord123 adgangskode kodeord`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether the password is on the list (compared case-insensitively, as the lists are). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
