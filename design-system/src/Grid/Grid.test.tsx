import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column } from './Column.tsx';
import { Grid } from './Grid.tsx';

const classesOf = (testId: string) => screen.getByTestId(testId).className.split(' ');

describe('Grid and Column', () => {
  it('adds one class per breakpoint given, different per span', () => {
    render(
      <Grid>
        <Column data-testid="full" />
        <Column data-testid="responsive" span={{ base: 24, md: 12 }} />
        <Column data-testid="third" span={{ base: 24, md: 8 }} />
      </Grid>,
    );
    expect(classesOf('full')).toHaveLength(1);
    expect(classesOf('responsive')).toHaveLength(2);
    // Both are full width on phones and differ from md up.
    expect(classesOf('responsive')[0]).toBe(classesOf('full')[0]);
    expect(classesOf('responsive')[1]).not.toBe(classesOf('third')[1]);
  });

  it('adds offset classes only when an offset is given', () => {
    render(
      <Grid as="ul">
        <Column as="li" data-testid="plain" span={12} />
        <Column as="li" data-testid="offset" span={12} offset={{ md: 6 }} />
      </Grid>,
    );
    expect(screen.getByTestId('plain').tagName).toBe('LI');
    expect(classesOf('offset')).toHaveLength(classesOf('plain').length + 1);
  });
});
