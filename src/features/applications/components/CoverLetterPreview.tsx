// A cover letter's first lines, the rest behind "Visa hela brevet". The fold is a whole number of
// lines, so it falls between two lines and never shows half of one.
import { Spoiler, type SpoilerProps, Text } from '@mantine/core';

/** The letter's line height in px (Mantine's sm text is about 20.3 px, which folds mid-line). */
const LINE_PX = 21;

type Props = {
  letter: string;
  /** How many lines show before "Visa hela brevet". */
  lines: number;
  attributes?: SpoilerProps['attributes'];
};

export function CoverLetterPreview({ letter, lines, attributes }: Props) {
  return (
    <Spoiler
      maxHeight={lines * LINE_PX}
      showLabel="Visa hela brevet"
      hideLabel="Visa mindre"
      w="100%"
      attributes={attributes}
    >
      <Text fz="sm" lh={`${LINE_PX}px`} style={{ whiteSpace: 'pre-wrap' }}>
        {letter}
      </Text>
    </Spoiler>
  );
}
