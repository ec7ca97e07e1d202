import { z } from 'zod';

/** Shared by the sign-in form and POST /api/login. */
export const loginSchema = z.object({
  email: z.string().trim().min(1).max(254).email(),
  password: z.string().min(1).max(200),
  remember: z.boolean().optional().default(false),
});

export const passwordRules = z.string().min(10).max(200);

export const registerSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().max(254).email(),
    password: passwordRules,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'passwords_differ' });

/** The signed-in user (GET /api/user): declared with the account endpoints' answers (model/accountRecords.ts). */
export type { CurrentUser } from './accountRecords';

export const emailOnlySchema = z.object({ email: z.string().trim().max(254).email() });

export const passwordResetSchema = z
  .object({
    token: z.string().min(10).max(200),
    email: z.string().trim().max(254).email(),
    password: passwordRules,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'passwords_differ' });

export const verifyEmailQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const profileSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().max(254).email(),
    locale: z.enum(['en', 'es', 'fr', 'mr', 'pt-BR', 'zh-CN']).nullable().optional(),
  })
  .strict();

export const passwordChangeSchema = z
  .object({
    current_password: z.string().min(1).max(200),
    password: passwordRules,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: 'passwords_differ' });

/** A region id as a number or a digit string (form posts); never a boolean or an array coerced into one. */
export const changeSessionSchema = z.object({
  instance_id: z
    .union([z.number(), z.string().regex(/^\d{1,9}$/)])
    .pipe(z.coerce.number<string | number>().int().positive().max(2_147_483_647)),
});
