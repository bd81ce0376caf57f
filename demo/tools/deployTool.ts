import { defineTool, ok } from '../../src/agent';
import { RELEASE } from '../widgetIds';

/**
 * A tool with consequences, so the mock agent asks the human first (`approval: 'required'` on
 * its call). Run only after an Approve; its launcher opens the release checklist in a drawer.
 */
export const deployTool = defineTool({
  name: 'deploy_release',
  description: 'Deploy a version to an environment.',
  widget: RELEASE,
  parameters: {
    type: 'object',
    properties: { version: { type: 'string', minLength: 1 }, environment: { enum: ['staging', 'production'] } },
    required: ['version', 'environment'],
    additionalProperties: false,
  },
  execute(_agentId, _callId, { version, environment }) {
    const steps = ['Build', 'Run the test suite', 'Migrate the database', 'Switch traffic'].map((name) => ({ name, done: true }));
    return ok(`Deployed ${version} to ${environment}: ${steps.length} steps done.`, {
      kind: 'widget',
      label: `Open the ${version} release checklist`,
      widget: RELEASE,
      data: { version, environment, steps },
    });
  },
});
