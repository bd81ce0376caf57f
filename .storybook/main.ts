import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

// Storybook loads vite.config.ts, whose build-only plugins must not run here: vite-plugin-dts
// (registered as 'unplugin-dts' in v5, 'vite:dts' in older releases) would write .d.ts files
// into the static build, cameo-copy-styles would emit the library's styles.css asset, and
// cameo-dev-server (the demo's widget server) has no place in Storybook.
const libraryOnlyPlugins = ['vite:dts', 'unplugin-dts', 'cameo-copy-styles', 'cameo-dev-server'];

async function withoutLibraryPlugins(plugins: PluginOption[] = []): Promise<PluginOption[]> {
  const kept: PluginOption[] = [];
  for (const option of plugins) {
    const plugin = await option;
    if (Array.isArray(plugin)) {
      kept.push(...(await withoutLibraryPlugins(plugin)));
    } else if (plugin && !libraryOnlyPlugins.some((name) => plugin.name.startsWith(name))) {
      kept.push(plugin);
    }
  }
  return kept;
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Introduction.mdx is the landing page; storySort in preview.ts puts it first.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  // addon-docs draws the autodocs pages (stories tagged 'autodocs'): props tables and controls.
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // Storybook's own onboarding checklist (sidebar widget and menu page) is for people setting up
  // Storybook; the people who open this one come to read about Cameo.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    return { ...viteConfig, plugins: await withoutLibraryPlugins(viteConfig.plugins) };
  },
};

export default config;
