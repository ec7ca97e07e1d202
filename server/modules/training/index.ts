import { defineModule } from '../module';
import trainingRoutes from './routes';
import trainingActivities from './training_activities';

/**
 * The Training tab (docs/modules/training.md): sessions on the generic CRUD engine, their attendees under the
 * enrolment and result rules, the certificates, and the compliance matrix. A pass recorded here
 * is the course record the assignment rule mandatory_training reads.
 */
export default defineModule({
  name: 'training',
  resources: [trainingActivities],
  routes: trainingRoutes,
});
