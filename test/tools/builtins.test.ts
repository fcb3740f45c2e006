import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { builtinTools, createBuiltinRegistry } from '../../src/tools/builtins.js';

describe('built-in registry', () => {
  test('offers the eight tools in order', () => {
    expect(builtinTools().map((t) => t.name)).toEqual(['Read', 'Write', 'Edit', 'Glob', 'Grep', 'LS', 'Bash', 'WebFetch']);
  });

  test.each([
    ['read', 'Read'],
    ['fs_read', 'Read'],
    ['READ', 'Read'],
    ['write', 'Write'],
    ['fs_write', 'Write'],
    ['edit', 'Edit'],
    ['str_replace', 'Edit'],
    ['glob', 'Glob'],
    ['grep', 'Grep'],
    ['search', 'Grep'],
    ['ls', 'LS'],
    ['list', 'LS'],
    ['bash', 'Bash'],
    ['shell', 'Bash'],
    ['execute_cmd', 'Bash'],
    [' Bash ', 'Bash'],
  ])('%s resolves to %s', (alias, name) => {
    expect(createBuiltinRegistry().resolve(alias)?.name).toBe(name);
  });

  test('unknown names do not resolve', () => {
    expect(createBuiltinRegistry().resolve('rm')).toBeUndefined();
  });

  test('filter by glob and wildcard', () => {
    const registry = createBuiltinRegistry();
    expect(registry.filter(['Rea*']).list().map((t) => t.name)).toEqual(['Read']);
    expect(registry.filter(['*']).list()).toHaveLength(8);
    expect(registry.filter(['Read', 'grep']).list().map((t) => t.name)).toEqual(['Read', 'Grep']);
  });

  test('routing classes and policy kinds', () => {
    const facts = Object.fromEntries(builtinTools().map((t) => [t.name, `${t.class}/${t.policyKind}`]));
    expect(facts).toEqual({
      Read: 'read/read',
      Glob: 'read/read',
      Grep: 'read/read',
      LS: 'read/read',
      Write: 'serial-mutation/edit',
      Edit: 'serial-mutation/edit',
      Bash: 'serial-mutation/shell',
      WebFetch: 'read/other',
    });
  });

  test('paths report what each call touches', () => {
    const byName = Object.fromEntries(builtinTools().map((t) => [t.name, t]));
    expect(byName.Read?.paths?.({ file_path: 'a.ts' })).toEqual(['a.ts']);
    expect(byName.Write?.paths?.({ file_path: 'b.ts', content: '' })).toEqual(['b.ts']);
    expect(byName.Edit?.paths?.({ file_path: 'c.ts', old_string: 'a', new_string: 'b' })).toEqual(['c.ts']);
    expect(byName.Glob?.paths?.({ pattern: '*' })).toEqual(['.']);
    expect(byName.LS?.paths?.({ path: 'src' })).toEqual(['src']);
  });

  test('every input field carries a description in the JSON Schema the model sees', () => {
    for (const tool of builtinTools()) {
      const schema = z.toJSONSchema(tool.input) as { properties: Record<string, { description?: string }> };
      for (const [field, prop] of Object.entries(schema.properties)) {
        expect(prop.description, `${tool.name}.${field}`).toBeTruthy();
      }
      expect(tool.description.length).toBeGreaterThan(40);
    }
  });

  test('Claude Code field names', () => {
    const fields = Object.fromEntries(
      builtinTools().map((t) => [t.name, Object.keys((z.toJSONSchema(t.input) as { properties: object }).properties)]),
    );
    expect(fields.Read).toEqual(['file_path', 'offset', 'limit']);
    expect(fields.Write).toEqual(['file_path', 'content']);
    expect(fields.Edit).toEqual(['file_path', 'old_string', 'new_string', 'replace_all']);
    expect(fields.Glob).toEqual(['pattern', 'path']);
    expect(fields.Grep).toEqual(['pattern', 'path', 'glob', 'output_mode', '-i', '-n', '-A', '-B', '-C', 'head_limit', 'multiline']);
    expect(fields.LS).toEqual(['path', 'ignore']);
    expect(fields.Bash).toEqual(['command', 'timeout', 'description']);
  });
});
