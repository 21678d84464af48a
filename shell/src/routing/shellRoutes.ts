import { commonEn, commonUk, type StepRoute } from '@greencard/i18n';

/** The shell's own pages: the widget showcase for the team. Every other page comes from a step's routes.json. */
export const SHELL_ROUTES: readonly StepRoute[] = [
  { page: 'ui', path: '/UI', layout: 'default', title: { uk: commonUk.titles.ui, en: commonEn.titles.ui } },
];
