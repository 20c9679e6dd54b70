// The job vocabulary of spec §3: the row type and the fixed lists with their Swedish labels.
import type { PublicJob } from '@/lib/publicColumns';

export type Job = PublicJob;

export const JOB_TYPES = ['Heltid', 'Deltid', 'Vikariat', 'Konsult'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const SECTORS = ['allmänmedicin', 'kirurgi', 'pediatrik'] as const;
export type Sector = (typeof SECTORS)[number];

export const SECTOR_LABELS: Record<Sector, string> = {
  allmänmedicin: 'Allmänmedicin',
  kirurgi: 'Kirurgi',
  pediatrik: 'Pediatrik',
};

export function sectorLabel(sector: string | null): string | null {
  return sector && sector in SECTOR_LABELS ? SECTOR_LABELS[sector as Sector] : sector;
}
