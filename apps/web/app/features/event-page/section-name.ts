/** A section as fans read it: a bare number is 'Section 101'; 'Floor A' stays as it is. */
export function sectionName(name: string): string {
  return /^\d+$/.test(name) ? `Section ${name}` : name;
}
