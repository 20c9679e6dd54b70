// The calm medical look: teal primary, system fonts (no downloads), soft radii.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const SYSTEM_FONTS =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

const clinicalTeal: MantineColorsTuple = [
  '#e6fcfb',
  '#d3f4f3',
  '#a8e7e6',
  '#78dad8',
  '#52cfcc',
  '#3ac8c4',
  '#2ac4c0',
  '#15aca9',
  '#0b7285',
  '#005f6e',
];

/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's and Android's guidelines). */
const TOUCH_TARGET = '2.75rem';

type SizeProps = { size?: unknown };

/** The 44 px height for the sizes forms and pages use; the explicit small sizes keep theirs. */
function touchSize(variable: string, { size }: SizeProps): Record<string, string> {
  return size === undefined || size === 'sm' || size === 'md' ? { [variable]: TOUCH_TARGET } : {};
}

/** How tall an open list of options grows before it scrolls (Mantine's default). */
const OPTION_LIST = {
  comboboxProps: { withinPortal: false },
  withScrollArea: false,
  styles: { options: { maxHeight: '13.75rem', overflowY: 'auto' } },
} as const;

export const theme = createTheme({
  primaryColor: 'clinicalTeal',
  primaryShade: 8,
  colors: { clinicalTeal },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  black: '#1b2a33',
  components: {
    // Every dialog's close button gets the same Swedish name (axe button-name), set here once.
    // Plain objects, not Modal.extend or Notification.extend: importing a component here would
    // pull it (and what it imports) into the start-up code.
    // Its title bar is a <header>, which browsers and axe take for a second page banner
    // (landmark-no-duplicate-banner, landmark-unique): presentation, the dialog names itself.
    Modal: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Stäng' },
        attributes: { header: { role: 'presentation' } },
      },
    },
    // WCAG 2.5.5: 44 px targets. Buttons and fields of the default and medium sizes (36 and 42 px
    // in Mantine) are 44 px; a field as tall as a button keeps a form's rows even, and leaves room
    // for the password eye (the field's right section is as wide as the field is tall).
    Button: {
      vars: (_: unknown, props: SizeProps) => ({ root: touchSize('--button-height', props) }),
    },
    Input: {
      vars: (_: unknown, props: SizeProps) => ({ wrapper: touchSize('--input-height', props) }),
    },
    // The eye: reachable by Tab (Mantine skips it), 44 px; its Swedish name says what a press
    // does (src/lib/ui/PasswordField.tsx switches it between "Visa lösenord" and "Dölj lösenord").
    PasswordInput: {
      defaultProps: { visibilityToggleFocusable: true },
      vars: (_: unknown, props: SizeProps) => ({ root: touchSize('--psi-button-size', props) }),
    },
    // The menu button: 24 px lines in a 44 px square (Mantine's is 34 px).
    Burger: {
      styles: { root: { width: TOUCH_TARGET, height: TOUCH_TARGET, padding: '0.625rem' } },
    },
    // An open list of options belongs to its field: in the page (a dialog's list in the dialog), not
    // in a portal at the end of <body>, outside every landmark and, beside a modal dialog, hidden
    // from screen readers. The list itself scrolls, not a ScrollArea around it: axe and screen
    // readers know a listbox that a combobox controls, which the keyboard scrolls from the field.
    Select: { defaultProps: OPTION_LIST },
    MultiSelect: { defaultProps: OPTION_LIST },
    // Every toast's close button gets a name (axe button-name); notifications.show() passes none.
    // A toast's message under its title is gray.6 (3.3:1 on white, fails AA): the dimmed grey
    // the resolver below darkens instead, so every toast in the app passes.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Stäng' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's defaults fail WCAG AA for small text on white: the dimmed grey, and the error red
 * (red.6, 3.3:1) of field messages and alerts. Darker shades (gray.7; red.9, 5.4:1) everywhere.
 * The text of light and subtle variants (badges, alerts, light buttons) is shade 9, which for the
 * warm and green palettes is still 2.7-4.3:1 on their light backgrounds: darker tones of the same
 * hue instead (5.6-6.3:1 on those backgrounds and on white).
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': mantineTheme.colors.gray[7],
    '--mantine-color-error': mantineTheme.colors.red[9],
    // Placeholders (gray.5, 2.1:1): a grey between gray.6 and gray.7 that passes (4.8:1) yet
    // still reads lighter than a typed value; Input.Placeholder (a select's "Välj…") is text.
    '--mantine-color-placeholder': '#6b737a',
    '--mantine-color-orange-light-color': '#9c3d00',
    // Orange filled (the header's outbox count): orange.8 under white text is 3.6:1.
    '--mantine-color-orange-filled': '#b84200',
    '--mantine-color-orange-filled-hover': '#9c3d00',
    '--mantine-color-yellow-light-color': '#7a4a00',
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-cyan-light-color': '#0b6175',
    '--mantine-color-lime-light-color': '#4a6b00',
  },
  dark: {},
});
