import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../../model/routes';
import ReportingPage from '../../../../src/pages/reporting/ReportingPage';
import { mockFetch, renderInAdmin, signIn } from '../../helpers';
import { reportingPlanner } from './reportingFixtures';

describe('the reporting catalogue', () => {
  it('lists each report the server offers with its title and description, linking to the report', async () => {
    mockFetch({
      'GET /api/reports': {
        body: [
          {
            name: 'work_billing',
            title: 'Work done and billing',
            description: 'Services done by customer and service, with the billable amounts.',
            filters: [],
            columns: [],
          },
          {
            name: 'expenses',
            title: 'Expenses',
            description: 'On-Call expense lines by technician, trip and type.',
            filters: [],
            columns: [],
          },
        ],
      },
    });
    signIn(reportingPlanner());
    await renderInAdmin(<ReportingPage route={routes.find((route) => route.name === 'reporting')!} />);
    const list = await screen.findByRole('list', { name: 'Reports' });
    const [billing, expenses] = await within(list).findAllByRole('listitem');
    expect(within(billing).getByRole('link')).toHaveAttribute('href', '/reporting/work_billing');
    expect(within(billing).getByRole('heading', { name: 'Work done and billing' })).toBeInTheDocument();
    expect(billing).toHaveTextContent('Services done by customer and service, with the billable amounts.');
    expect(within(expenses).getByRole('link')).toHaveAttribute('href', '/reporting/expenses');
  });
});
