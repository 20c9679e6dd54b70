// An ordered list of numbered step cards ("Så fungerar det", the employer process on the home page).
import { ThemeIcon } from '@mantine/core';
import type { Step } from '@/content/resources';
import { columns } from '@/lib/ui/columns';
import { TextCard } from './TextCard';

export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  // Four steps go two by two on a tablet; three would leave one alone, so they stay stacked.
  const grid = columns({ base: 1, sm: steps.length % 2 === 0 ? 2 : 1, md: steps.length }, 'lg');
  return (
    <ol className={grid.className} style={{ ...grid.style, padding: 0, margin: 0 }}>
      {steps.map((step, index) => (
        <TextCard
          key={step.title}
          component="li"
          style={{ listStyle: 'none' }}
          title={step.title}
          text={step.text}
          icon={
            <ThemeIcon size={40} radius="xl" mb="md" aria-hidden>
              {index + 1}
            </ThemeIcon>
          }
        />
      ))}
    </ol>
  );
}
