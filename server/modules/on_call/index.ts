import { defineModule } from '../module';
import onCallRequests from './on_call_requests';
import onCallRoutes from './routes';

/**
 * The On-Call tab (issue 15 §1): unscheduled requests taken on the phone, dispatched from the
 * nearest station with a crew the Scheduled rules accept, followed step by step against the
 * customer's response target, costed, and measured by the desk's KPIs.
 */
export default defineModule({
  name: 'on_call',
  resources: [onCallRequests],
  routes: onCallRoutes,
});
