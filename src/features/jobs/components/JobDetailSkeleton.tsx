// A job page while its job loads: the page's frame with grey blocks where JobDetail's text goes,
// about as tall, so nothing jumps when the job arrives. Prerendered into job.html for job links
// (scripts/vite-plugin-prerender.ts), where src/firstPaint/earlyPaint.ts puts the job over it (data-early-slot).
// Only the build's render is the slot: the early paint must never replace a skeleton React
// rendered itself (a job that arrived after the app had started was then on the page twice).
import { Anchor, Box, Container, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useContext } from 'react';
import { WithoutDatabase } from '@/lib/ui/ClientData';
import layout from './JobDetailLayout.module.css';

function Block({ w, h }: { w: string; h: number }) {
  return <Box w={w} h={h} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} />;
}

export function JobDetailSkeleton() {
  const prerendered = useContext(WithoutDatabase);
  return (
    <Container
      size="lg"
      py="xl"
      // A screen tall at least: the footer below it stays out of sight until the job is in, so it
      // does not jump (CLS 0.08 at 390 px and 0.10 at 1440 px when it showed under the blocks).
      mih="100vh"
      aria-busy="true"
      data-early-slot={prerendered ? 'job' : undefined}
    >
      <Anchor component={Link} to="/jobs" fz="sm" className="touch-target">
        ← Tillbaka till alla jobb
      </Anchor>
      <div className={layout.columns}>
        <Stack gap="lg">
          <Text role="status" c="gray.7">
            Laddar jobbet...
          </Text>
          <Stack gap={10}>
            <Block w="80%" h={34} />
            <Block w="45%" h={22} />
          </Stack>
          <Block w="100%" h={92} />
          <Stack gap={8}>
            <Block w="30%" h={24} />
            <Block w="100%" h={16} />
            <Block w="95%" h={16} />
            <Block w="70%" h={16} />
          </Stack>
        </Stack>
        <Block w="100%" h={180} />
      </div>
    </Container>
  );
}
