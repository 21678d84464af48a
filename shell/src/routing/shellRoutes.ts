import type { StepRoute } from '@greencard/i18n';
import { SHELL_TITLES } from './shellTitles';

/** The shell's own pages: the widget showcase for the team. Every other page comes from a step's routes.json. */
export const SHELL_ROUTES: readonly StepRoute[] = [
  { page: 'ui', path: '/UI', layout: 'default', title: SHELL_TITLES.ui },
];
