import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  phoneDigits,
  validateConfirmPassword,
  validateForgotEmail,
  validateLoginEmail,
  validateLoginPassword,
  validateNewPassword,
  validateOldPassword,
  validateSignUpName,
} from '../identity/account-fields';
import { validatePhoneNumber } from '../identity/phone-number';
import { performerCardSchema } from './catalog';
import { currencyCode, eventListingCardSchema } from './listings';
import { requiredText } from './required-text';
import { recordId } from './whole-number';

// The buyer calls as existing clients send them (ADR 0005). Field names are the legacy ones
// (snake_case, `SignupFirstOrder`, `Token`), so existing clients keep working. Form rule messages come
// from identity/account-fields.ts, the same functions the web forms run, and reach the client
// verbatim (the issue carries `params.verbatim`, which the API's error handler honours).

/** Longest text any account field accepts before its own rule runs (keeps hashing and rules cheap). */
const FIELD_MAX = 1000;
/** Longest JSON text of a found address (the `location` field). */
export const LOCATION_MAX = 2000;
/** Longest name the server stores. */
export const NAME_MAX = 50;

type Rule = (value: string) => string | null;

const verbatim = (ctx: z.RefinementCtx, message: string, path?: (string | number)[]) =>
  ctx.addIssue({ code: 'custom', message, params: { verbatim: true }, ...(path ? { path } : {}) });

/** A text field; absent reads as empty so the field's own rule answers "… is required". */
const formText = (field: string, max = FIELD_MAX) =>
  z
    .string({ error: `${field} must be a text` })
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

/** A text field checked by a form rule; the rule's message is the answer. */
const ruled = (field: string, rule: Rule, max = FIELD_MAX) =>
  formText(field, max).superRefine((value, ctx) => {
    const message = rule(value);
    if (message) verbatim(ctx, message);
  });

const email = (rule: Rule) => ruled('email', rule).transform((value) => value.trim());

/** A name: required (form message), at most 50 characters, no control characters. */
const personName = (field: 'first_name' | 'last_name') =>
  ruled(field, (value) =>
    validateSignUpName(value, field === 'first_name' ? 'first' : 'last', false),
  )
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(NAME_MAX, `${field} must be at most ${NAME_MAX} characters`)
        .regex(/^\P{Cc}*$/u, `${field} must not contain control characters`),
    );

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/^\P{Cc}*$/u, `${field} must not contain control characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The phone number: digits only, others stripped; empty means none. */
const phoneNumber = formText('phone_number', 100)
  .transform(phoneDigits)
  .transform((value) => (value ? value : undefined));

/** A country calling code such as 44 or +44; the leading '+' is dropped. */
const phoneCode = optionalText('phonecode', 5).transform((value) => value?.replace(/^\+/, ''));

/** Names and phone of a person: the buyer, or who receives an order's tickets. */
const nameFields = { first_name: personName('first_name'), last_name: personName('last_name') };
const phoneFields = {
  phone_number: phoneNumber.describe('Digits only; other characters are stripped'),
  phonecode: phoneCode.describe('Country calling code, e.g. 44 (a leading + is dropped)'),
};

/**
 * The phone rule over both fields (the messages of identity/phone-number.ts, on their field);
 * a calling code without a number is dropped.
 */
function withPhoneRule<T extends z.ZodType<{ phone_number?: string; phonecode?: string }>>(
  schema: T,
) {
  return schema
    .superRefine((value, ctx) => {
      if (!value.phone_number) return;
      const message = validatePhoneNumber(value.phone_number, value.phonecode ?? '');
      if (!message) return;
      const field = message === ACCOUNT_MESSAGES.phoneCountryInvalid ? 'phonecode' : 'phone_number';
      verbatim(ctx, message, [field]);
    })
    .transform((value) => (value.phone_number ? value : { ...value, phonecode: undefined }));
}

/** What the client sends as its IP; the server uses the connection's own address instead. */
const ipAddress = optionalText('ipAddress', 64).describe(
  "Accepted for legacy clients; the server records the connection's address",
);

/** true/false as JSON booleans or form strings ('true', 'false', '1', '0'). */
const formBoolean = (field: string) =>
  z
    .union([z.boolean(), z.string()], { error: `${field} must be true or false` })
    .transform((value, ctx) => {
      if (value === true || value === 'true' || value === '1') return true;
      if (value === false || value === 'false' || value === '0' || value === '') return false;
      ctx.addIssue({ code: 'custom', message: `${field} must be true or false` });
      return z.NEVER;
    });

/** An opaque token from a link or a cookie: URL-safe characters only. */
const opaqueToken = (field: string) =>
  requiredText(field, 200, 'is required').regex(/^[\w-]+$/, `${field} is not a valid token`);

/** A date-time as ISO 8601 text. */
const timestamp = z.string().describe('ISO 8601 date-time');

// --- Sessions ---

/** Token fields of a sign-in answer: filled for API clients, null for browsers (httpOnly cookies). */
const tokenField = z
  .string()
  .nullable()
  .describe(
    'Filled for API clients (no Origin/Sec-Fetch-Site); null for browsers, which get cookies',
  );

/** The readable `userObject` cookie: id and names, nothing else. */
export const userObjectSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserObject = z.infer<typeof userObjectSchema>;

export const resultSuccessSchema = z.object({
  data: z.object({ result: z.literal('success') }),
  message: z.string().optional(),
});
export type ResultSuccess = z.infer<typeof resultSuccessSchema>;

// --- POST /buyer-user/register ---

export const registerBodySchema = withPhoneRule(
  z.object({
    ...nameFields,
    email: email(validateLoginEmail),
    ...phoneFields,
    location: optionalText('location', LOCATION_MAX).describe('JSON text of the found address'),
    ipAddress,
    SignupFirstOrder: formBoolean('SignupFirstOrder')
      .optional()
      .describe('true: signed up through the first-order 10% pop-up'),
  }),
).describe('Sign-up payload; no password (a set-password link is mailed)');
export type RegisterBody = z.input<typeof registerBodySchema>;

// The same answer whether or not the email already has an account (the owner is told by mail).
export const registerResponseSchema = resultSuccessSchema.extend({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

// --- POST /login ---

export const loginBodySchema = z.object({
  email: email(validateLoginEmail),
  password: ruled('password', validateLoginPassword),
  ipAddress,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    accessToken: tokenField,
    refreshToken: tokenField,
    buyerUserCreatedAt: z.object({ created_at: timestamp }),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// --- POST /refresh-token ---

export const refreshTokenBodySchema = z.object({
  refreshToken: z
    .string({ error: 'refreshToken must be a text' })
    .max(200, 'refreshToken must be at most 200 characters')
    .optional()
    .describe('Omit in browsers: the refresh_token cookie is used'),
});
export type RefreshTokenBody = z.input<typeof refreshTokenBodySchema>;

export const refreshTokenResponseSchema = z.object({
  data: z.object({ accessToken: tokenField, refreshToken: tokenField }),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

// --- Passwords ---

export const EMAIL_TYPES = ['forgot', 'change'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export const forgetPasswordBodySchema = z.object({
  email: email(validateForgotEmail),
  emailType: z
    .enum(EMAIL_TYPES, { error: `emailType must be one of ${EMAIL_TYPES.join(', ')}` })
    .default('forgot')
    .describe("'change' when a signed-in buyer asks from the account page"),
});
export type ForgetPasswordBody = z.input<typeof forgetPasswordBodySchema>;

export const forgetPasswordResponseSchema = resultSuccessSchema.extend({ message: z.string() });
export type ForgetPasswordResponse = z.infer<typeof forgetPasswordResponseSchema>;

export const TOKEN_PURPOSES = ['set', 'reset', 'change'] as const;
/** What a mailed one-time token is for: first password, forgotten password, change from the account. */
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const tokenCheckBodySchema = z.object({ token: opaqueToken('token') });
export type TokenCheckBody = z.input<typeof tokenCheckBodySchema>;

export const tokenCheckResponseSchema = z.object({
  data: z.object({
    valid: z.literal(true),
    email: z.string(),
    purpose: z.enum(TOKEN_PURPOSES),
  }),
});
export type TokenCheckResponse = z.infer<typeof tokenCheckResponseSchema>;

/** A new password and its confirmation, checked with the password rules and messages. */
const newPasswordFields = {
  password: ruled('password', validateNewPassword),
  confirmPassword: formText('confirmPassword'),
};
const confirmMatches = (
  value: { password: string; confirmPassword: string },
  ctx: z.RefinementCtx,
) => {
  const message = validateConfirmPassword(value.confirmPassword, value.password);
  if (message) verbatim(ctx, message, ['confirmPassword']);
};

export const resetPasswordUpdateBodySchema = z
  .object({ ...newPasswordFields, token: opaqueToken('token') })
  .superRefine(confirmMatches);
export type ResetPasswordUpdateBody = z.input<typeof resetPasswordUpdateBodySchema>;

export const changePasswordBodySchema = z
  .object({ oldPassword: ruled('oldPassword', validateOldPassword), ...newPasswordFields })
  .superRefine(confirmMatches);
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

// --- The buyer ---

export const buyerUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  created_at: timestamp,
  phone_number: z.string().nullable(),
  phonecode: z.string().nullable(),
  location: z.string().nullable().describe('JSON text of the found address'),
});
export type BuyerUser = z.infer<typeof buyerUserSchema>;
export const buyerUserResponseSchema = z.object({ data: buyerUserSchema });
export type BuyerUserResponse = z.infer<typeof buyerUserResponseSchema>;

export const buyerUserParamsSchema = z.object({ userId: recordId('userId') });

export const saveProfileBodySchema = withPhoneRule(
  z.object({
    ...nameFields,
    ...phoneFields,
    location: optionalText('location', LOCATION_MAX).describe('JSON text of the found address'),
  }),
);
export type SaveProfileBody = z.input<typeof saveProfileBodySchema>;

// --- POST /ticket-deliver-user ---

export const ticketDeliverUserBodySchema = withPhoneRule(
  z.object({ ...nameFields, email: email(validateLoginEmail), ...phoneFields, ipAddress }),
);
export type TicketDeliverUserBody = z.input<typeof ticketDeliverUserBodySchema>;

export const ticketDeliverUserResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({
    result: z.literal('success'),
    ticketDeliverUser: z.object({ id: z.number().int(), createdAt: timestamp }),
  }),
});
export type TicketDeliverUserResponse = z.infer<typeof ticketDeliverUserResponseSchema>;

// --- POST /ticketing-system/user-login/save ---

export const ticketingSystemLoginBodySchema = z.object({
  ticketingSystemId: recordId('ticketingSystemId'),
  externalUserId: requiredText('externalUserId', 200, 'is required')
    .regex(/^\P{Cc}*$/u, 'externalUserId must not contain control characters')
    .describe("The buyer's user id at that ticketing system (never a password)"),
});
export type TicketingSystemLoginBody = z.input<typeof ticketingSystemLoginBodySchema>;

export const ticketingSystemLoginResponseSchema = z.object({
  data: z.object({ result: z.literal('success'), id: z.number().int() }),
});

// --- Social sign-in ---

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_TYPES = ['signIn', 'signUp'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

const socialType = z.enum(SOCIAL_TYPES, {
  error: `type must be one of ${SOCIAL_TYPES.join(', ')}`,
});

/** A path on this site to go back to: starts with one '/', never another host. */
const localPath = z
  .string({ error: 'returnTo must be a text' })
  .max(500, 'returnTo must be at most 500 characters')
  .regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site, such as /favorites');

export const socialStartQuerySchema = z.object({
  type: socialType.default('signIn'),
  returnTo: localPath.default('/').describe('Where the callback page goes afterwards'),
});
export type SocialStartQuery = z.input<typeof socialStartQuerySchema>;

export const socialSignupBodySchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .min(1, 'code is required')
    .max(2000, 'code must be at most 2000 characters')
    .describe('The authorization code the provider sent back'),
  state: opaqueToken('state').describe('The state the provider sent back'),
  type: socialType.optional().describe('signIn or signUp (the start call’s type when absent)'),
  ipAddress,
});
export type SocialSignupBody = z.input<typeof socialSignupBodySchema>;

export const socialSignupResponseSchema = z.object({
  data: z.object({
    userDataObject: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      created_at: timestamp,
      isNewUser: z.boolean().describe('true when this sign-in created the account'),
    }),
    returnTo: z.string().describe('The returnTo given to the start call'),
  }),
});
export type SocialSignupResponse = z.infer<typeof socialSignupResponseSchema>;

export const authProvidersResponseSchema = z.object({
  data: z.object({ google: z.boolean(), facebook: z.boolean() }),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;

// --- Favourites ---

export const favouritesQuerySchema = z.object({
  buyerUserId: recordId('buyerUserId'),
  /** The cards' "from" prices are in this currency (each event's own without it). */
  toCurrencyCode: currencyCode('toCurrencyCode').optional(),
});

export const favouritesResponseSchema = z.object({
  data: z.array(eventListingCardSchema).describe('Upcoming favourite events, soonest first'),
});
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>;

// One call saves both kinds of favourite: an event (eventId) or a followed performer
// (performerId), exactly one of them; favoriteType stays the add/remove flag for both.
export const favouriteSaveBodySchema = z
  .object({
    buyerUserId: recordId('buyerUserId'),
    eventId: recordId('eventId').optional().describe('The event to favourite'),
    performerId: recordId('performerId').optional().describe('The performer to follow'),
    favoriteType: formBoolean('favoriteType').describe('true adds, false removes'),
  })
  .superRefine(({ eventId, performerId }, ctx) => {
    if ((eventId === undefined) === (performerId === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [eventId === undefined ? 'eventId' : 'performerId'],
        message: 'Send either eventId (an event) or performerId (a performer), not both',
      });
    }
  });
export type FavouriteSaveBody = z.input<typeof favouriteSaveBodySchema>;

export const favouriteSaveResponseSchema = z.object({
  data: z.object({
    eventId: z.number().int().optional(),
    performerId: z.number().int().optional(),
    favorite: z.boolean(),
  }),
});
export type FavouriteSaveResponse = z.infer<typeof favouriteSaveResponseSchema>;

export const favouriteIdsResponseSchema = z.object({ data: z.array(z.number().int()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

export const followedPerformersResponseSchema = z.object({
  data: z.array(performerCardSchema).describe('The performers the buyer follows, latest first'),
});
export type FollowedPerformersResponse = z.infer<typeof followedPerformersResponseSchema>;

// --- Cookie consent ---

export const COOKIE_STATUSES = ['accepted', 'declined'] as const;
export type CookieStatus = (typeof COOKIE_STATUSES)[number];

export const setCookiesBodySchema = z.object({
  Token: opaqueToken('Token').optional().describe('The consent token of an earlier answer'),
  cookiesStatus: z.enum(COOKIE_STATUSES, {
    error: `cookiesStatus must be one of ${COOKIE_STATUSES.join(', ')}`,
  }),
});
export type SetCookiesBody = z.input<typeof setCookiesBodySchema>;

export const setCookiesResponseSchema = z.object({ data: z.object({ token: z.string() }) });
export type SetCookiesResponse = z.infer<typeof setCookiesResponseSchema>;

export const cookieStatusBodySchema = z.object({ token: opaqueToken('token') });
export const cookieStatusResponseSchema = z.object({
  data: z.object({ cookiesStatus: z.enum(COOKIE_STATUSES) }),
});
export type CookieStatusResponse = z.infer<typeof cookieStatusResponseSchema>;

// --- POST /account-sync (saveAccountSync) ---

export const accountSyncBodySchema = z.object({
  currency: z
    .string({ error: 'currency must be a text' })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'currency must be a 3-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  countryCode: z
    .string({ error: 'countryCode must be a text' })
    .trim()
    .regex(/^[A-Za-z]{2,3}$/, 'countryCode must be a country code such as uk or us')
    .transform((code) => code.toLowerCase())
    .optional(),
});
export type AccountSyncBody = z.input<typeof accountSyncBodySchema>;

export const accountSyncResponseSchema = z.object({
  data: z.object({ currency: z.string().nullable(), countryCode: z.string().nullable() }),
});
export type AccountSyncResponse = z.infer<typeof accountSyncResponseSchema>;

// --- getAllBuyerUsers (operator only) ---

export const allBuyersResponseSchema = z.object({
  data: z.object({
    allBuyers: z.array(z.object({ id: z.number().int(), email: z.string() })),
  }),
});
export type AllBuyersResponse = z.infer<typeof allBuyersResponseSchema>;
