import { activityCreateBody } from '../scheduledModel';

/** The ad-hoc create body of the model, in the shape CrudForm validates with (zodResolver). */
export const activityCreateSchemas = { fields: activityCreateBody, rules: [] };
