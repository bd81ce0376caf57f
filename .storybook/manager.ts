import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { cameoFont, cameoFontMono } from './cameoFonts';

addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'Cameo', fontBase: cameoFont, fontCode: cameoFontMono }),
});
