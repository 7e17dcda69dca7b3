import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Container, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

const srcRoot = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('page margins (one margin on every page)', () => {
  it('gives every page container the same responsive padding from the theme', () => {
    const { container } = render(
      <MantineProvider theme={theme}>
        <Container data-testid="page">content</Container>
      </MantineProvider>,
    );
    const css = Array.from(container.ownerDocument.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    // 16 px on phones, 32 px from the sm breakpoint, on both axes.
    expect(css).toMatch(/padding-inline:\s*var\(--mantine-spacing-md\)/);
    expect(css).toMatch(/padding-inline:\s*var\(--mantine-spacing-xl\)/);
    expect(css).toMatch(/padding-block:\s*var\(--mantine-spacing-md\)/);
    expect(css).toMatch(/padding-block:\s*var\(--mantine-spacing-xl\)/);
  });

  it('lets no page set its own outer container padding', () => {
    const offenders = sources(srcRoot).filter((file) =>
      /<Container\b[^>]*\s(?:p|px|py|pt)=/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
