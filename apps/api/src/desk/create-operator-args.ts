import { DESK_ROLES, type DeskRole } from '@reprise/domain/desk/desk-roles';

/** What `npm run ops:create-operator -- --email … --name … --role …` asks for. */
export interface CreateOperatorArgs {
  email: string;
  name: string;
  role: DeskRole;
}

/** Reads the command's flags; throws a message naming the flag that is missing or wrong. */
export function parseCreateOperatorArgs(argv: readonly string[]): CreateOperatorArgs {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    if (!flag.startsWith('--')) throw new Error(`Unexpected argument ${flag}.`);
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.`);
    flags.set(flag.slice(2), value);
    i += 1;
  }
  const email = flags.get('email');
  const name = flags.get('name');
  const role = flags.get('role') ?? 'operator';
  if (!email) throw new Error('--email is required.');
  if (!name) throw new Error('--name is required.');
  if (!DESK_ROLES.includes(role as DeskRole)) {
    throw new Error(`--role must be one of ${DESK_ROLES.join(', ')}.`);
  }
  return { email, name, role: role as DeskRole };
}
