// import-x/no-cycle, made to see every import (decision 0025). The rule skips type-only imports
// (they vanish at run time), but a cycle of types still ties two files into one, and a lazy
// `import()` that closes a cycle through a type import was invisible for the same reason. This
// wrapper hands the rule each import as a value import: the file being linted through its listeners,
// the files it walks through a parser that rewrites their imports before the rule reads them.
import { importX } from 'eslint-plugin-import-x';
import * as tsParser from '@typescript-eslint/parser';

const base = importX.rules['no-cycle'];

function asValue(node) {
  return {
    ...node,
    importKind: 'value',
    specifiers: node.specifiers.map((s) => ({ ...s, importKind: 'value' })),
  };
}

// Only the top level holds import and export declarations.
function valueImports(ast) {
  for (const node of ast.body) {
    if (node.type === 'ImportDeclaration') {
      node.importKind = 'value';
      for (const s of node.specifiers) s.importKind = 'value';
    } else if (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') {
      node.exportKind = 'value';
      for (const s of node.specifiers ?? []) s.exportKind = 'value';
    } else if (node.type === 'TSImportEqualsDeclaration') {
      node.importKind = 'value';
    }
  }
  return ast;
}

const valueImportParser = {
  meta: { name: 'value-imports' },
  parseForESLint(code, options) {
    const result = tsParser.parseForESLint(code, options);
    valueImports(result.ast);
    return result;
  },
};

const noCycle = {
  meta: base.meta,
  defaultOptions: base.defaultOptions,
  create(context) {
    const settings = { ...context.settings };
    delete settings['import-x/parsers'];
    const seen = Object.create(context, {
      settings: { value: settings },
      languageOptions: { value: { ...context.languageOptions, parser: valueImportParser } },
    });
    const listeners = base.create(seen);
    const onImport = listeners.ImportDeclaration;
    return {
      ...listeners,
      ...(onImport && { ImportDeclaration: (node) => onImport(asValue(node)) }),
    };
  },
};

export const cyclePlugin = { rules: { 'no-cycle': noCycle } };
