import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMantineCss, layersToOrder, mantineImportsOf } from '../../mantine-css.ts';

// The per-component Mantine styles (mantine-css.ts, decision 042): every module gets the
// stylesheets of the Mantine components it renders. These checks keep that rule honest.
const src = join(import.meta.dirname, '..');
const mantine = createMantineCss();
const layers = (source: string) =>
  mantineImportsOf(source).flatMap(({ pkg, names, members }) =>
    mantine.sheetsFor(pkg, names, members).map((sheet) => sheet.layer),
  );
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, source: readFileSync(join(src, file), 'utf8') }));

describe('Mantine styles per component', () => {
  it('knows every Mantine export the app imports (none is left without its styles)', () => {
    const unknown = sources.flatMap(({ file, source }) =>
      mantineImportsOf(source).flatMap(({ pkg, names }) =>
        names.filter((name) => !mantine.exports(pkg, name)).map((name) => `${file}: ${name}`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('imports no Mantine stylesheet by hand: the build adds each module its own', () => {
    const byHand = sources.filter(({ source }) => /@mantine\/[\w-]+\/styles/.test(source));
    expect(byHand.map(({ file }) => file)).toEqual([]);
  });

  it('brings what a component renders under its own styles', () => {
    expect(layers("import { Button } from '@mantine/core';")).toEqual(
      expect.arrayContaining(['UnstyledButton', 'Loader', 'Button']),
    );
    expect(layers("import { Select } from '@mantine/core';")).toEqual(
      expect.arrayContaining(['Input', 'Combobox', 'Popover', 'ScrollArea']),
    );
    expect(layers("import { Modal } from '@mantine/core';")).toEqual(
      expect.arrayContaining(['Overlay', 'Paper', 'ModalBase', 'Modal', 'CloseButton']),
    );
    expect(layers("import { DateInput } from '@mantine/dates';")).toEqual(
      expect.arrayContaining(['dates', 'Popover', 'Input']),
    );
    expect(layers("import { Notifications } from '@mantine/notifications';")).toEqual(
      expect.arrayContaining(['notifications', 'Notification']),
    );
    // The confirm modals (modals.openConfirmModal) render under the provider.
    expect(layers("import { ModalsProvider } from '@mantine/modals';")).toEqual(
      expect.arrayContaining(['Modal', 'Button', 'Group']),
    );
    expect(layers("import { MantineProvider } from '@mantine/core';")).toEqual([
      'baseline',
      'default-css-variables',
      'global',
    ]);
    expect(layers("import { DatesProvider } from '@mantine/dates';")).toEqual([]);
    expect(layers("import { BarChart } from '@mantine/charts';")).toContain('charts');
  });

  it("brings a compound component's parts where they are used", () => {
    expect(layers("import { Checkbox } from '@mantine/core';")).not.toContain('CheckboxCard');
    expect(layers("import { Checkbox } from '@mantine/core'; <Checkbox.Card />")).toContain(
      'CheckboxCard',
    );
    expect(layers("import * as M from '@mantine/core'; <M.Checkbox.Card />")).toEqual(
      expect.arrayContaining(['CheckboxCard', 'Checkbox']),
    );
    expect(layers("import { Menu as M } from '@mantine/core'; <M.Item />")).toEqual(
      expect.arrayContaining(['Menu', 'Popover']),
    );
    expect(layers("import type { ButtonProps } from '@mantine/core';")).toEqual([]);
  });

  it('wraps each sheet in its sublayer of `mantine`; baseline orders them, dependencies first', () => {
    for (const sheet of mantine.order) expect(existsSync(sheet.file), sheet.file).toBe(true);
    expect(mantine.css('Button')).toMatch(/^@layer mantine\.Button \{/);
    const ordered = layersToOrder(mantine, src);
    const statement = /@layer ([^;{]+);/.exec(mantine.css('baseline', ordered))?.[1] ?? '';
    const names = statement.split(',').map((name) => name.trim());
    expect(names[0]).toBe('baseline');
    const at = (name: string) => names.indexOf(name);
    expect(at('UnstyledButton')).toBeGreaterThan(at('global'));
    expect(at('Button')).toBeGreaterThan(at('UnstyledButton'));
    expect(at('ModalBase')).toBeGreaterThan(at('Paper'));
    expect(at('Combobox')).toBeGreaterThan(at('Popover'));
  });
});
