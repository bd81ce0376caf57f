import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as api from '../../src';

const root = join(import.meta.dirname, '../..');
const storiesDir = join(root, 'stories');

/** The components `cameo-ui` exports: capitalised values that React can render (not classes like WidgetError). */
function publicComponents(): string[] {
  return Object.entries(api)
    .filter(([name, value]) => {
      if (!/^[A-Z]/.test(name)) return false;
      if (typeof value === 'function') return !/^class\b/.test(Function.prototype.toString.call(value));
      return typeof value === 'object' && value !== null && '$$typeof' in value;
    })
    .map(([name]) => name)
    .sort();
}

interface DocsPage {
  file: string;
  title?: string;
  /** The meta's `component`, when it is a component imported from the kit. */
  component?: string;
  autodocs: boolean;
  description?: string;
}

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

function property(object: ts.ObjectLiteralExpression | undefined, name: string): ts.Expression | undefined {
  const found = object?.properties.find((prop): prop is ts.PropertyAssignment => ts.isPropertyAssignment(prop) && prop.name.getText() === name);
  return found && unwrap(found.initializer);
}

const asObject = (node: ts.Expression | undefined) => (node && ts.isObjectLiteralExpression(node) ? node : undefined);

/** Reads a stories file's meta (its default export) without running it. */
function docsPage(file: string): DocsPage {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const kitImports = new Set<string>();
  const consts = new Map<string, ts.Expression>();
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const bindings = statement.importClause?.namedBindings;
      if (/^(\.\.\/)+src(\/index)?$|^cameo-ui$/.test(from) && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) kitImports.add(element.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, unwrap(declaration.initializer));
      }
    } else if (ts.isExportAssignment(statement)) {
      exported = unwrap(statement.expression);
    }
  }
  const meta = asObject(exported && ts.isIdentifier(exported) ? consts.get(exported.text) : exported);
  const component = property(meta, 'component');
  const tags = property(meta, 'tags');
  const description = property(asObject(property(asObject(property(asObject(property(meta, 'parameters')), 'docs')), 'description')), 'component');
  const title = property(meta, 'title');
  return {
    file: relative(root, file),
    ...(title && ts.isStringLiteral(title) && { title: title.text }),
    ...(component && ts.isIdentifier(component) && kitImports.has(component.text) && { component: component.text }),
    autodocs: !!tags && ts.isArrayLiteralExpression(tags) && tags.elements.some((tag) => ts.isStringLiteral(tag) && tag.text === 'autodocs'),
    ...(description && ts.isStringLiteral(description) ? { description: description.text } : {}),
    ...(description && ts.isNoSubstitutionTemplateLiteral(description) ? { description: description.text } : {}),
  };
}

describe('Docs pages', () => {
  const pages = storyFiles(storiesDir).map(docsPage);

  it('finds the public components', () => {
    expect(publicComponents()).toEqual(expect.arrayContaining(['CameoProvider', 'Composer', 'Markdown', 'ToolCard', 'Transcript', 'WidgetPanel']));
    expect(publicComponents()).not.toContain('WidgetError');
  });

  it.each(publicComponents())('%s has a Docs page: a stories file whose meta names it, tagged autodocs, with a description', (name) => {
    const page = pages.find((candidate) => candidate.component === name && candidate.autodocs);
    expect(page, `no stories file has meta { component: ${name}, tags: ['autodocs'] }`).toBeDefined();
    expect(page?.description?.trim().length ?? 0, `${page?.file}: parameters.docs.description.component`).toBeGreaterThan(20);
  });

  it('names a component only on a page that documents it (no page titled for one part documents another)', () => {
    const toolCard = pages.find((page) => page.title === 'Tool cards/Tool card');
    expect(toolCard?.component).toBe('ToolCard');
  });
});
