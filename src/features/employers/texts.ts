// Small Swedish phrasings shared by the directory and the profile page.
export const openPositionsText = (count: number) =>
  count === 1 ? '1 ledig tjänst' : `${count} lediga tjänster`;
