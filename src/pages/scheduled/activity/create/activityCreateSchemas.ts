import { activityCreateSchema } from '../../../../../model/modules/scheduled/activitySchemas';

/** The model's ad-hoc create body, in the shape CrudForm validates with (zodResolver), as the server does. */
export const activityCreateSchemas = { fields: activityCreateSchema, rules: [] };
