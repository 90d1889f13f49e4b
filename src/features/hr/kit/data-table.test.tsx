import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

const render = (table: ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(table);
  return document.body;
};

describe('DataTable', () => {
  it('names its focusable region and heads each column', () => {
    const page = render(
      <DataTable label="Staff accounts" columns={['Name', <th key="x">Role</th>, false]}>
        <tr>
          <td>Asha</td>
          <td>admin</td>
        </tr>
      </DataTable>,
    );
    const region = page.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Staff accounts');
    expect(region?.getAttribute('tabindex')).toBe('0');
    expect([...page.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Role']);
    expect(page.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(page.querySelector('tbody td')?.textContent).toBe('Asha');
  });

  it('says it is busy only when the list it shows loads page by page', () => {
    const loading = render(
      <DataTable label="Results" columns={['Name']} busy className="hr-report-table">
        {null}
      </DataTable>,
    ).querySelector('table');
    expect(loading?.className).toBe('hr-table hr-report-table hr-table--busy');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    const still = render(
      <DataTable labelledBy="heading" columns={['Name']}>
        {null}
      </DataTable>,
    );
    expect(still.querySelector('table')?.hasAttribute('aria-busy')).toBe(false);
    expect(still.querySelector('[role="region"]')?.getAttribute('aria-labelledby')).toBe('heading');
  });
});
