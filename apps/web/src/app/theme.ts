import { createTheme } from '@mantine/core';

/** One theme for every screen: calm teal, readable at 1366×768 and on tablets. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Staff who ask their system for less motion get dialogs and menus without animation.
  respectReducedMotion: true,
  components: {
    // Staff type to pick (a state out of 36, a supplier, a category): every select is searchable.
    // A second pick of the chosen option keeps it: Mantine's default empties the value while the
    // box still shows it, so a required choice looked made and the form would not save. A choice
    // that may be emptied says so with `clearable`.
    // A plain object, not Select.extend: importing Select here would put it in the sign-in bundle.
    Select: { defaultProps: { searchable: true, allowDeselect: false } },
  },
});
