/** Greets someone by name; falls back to "world" when no name is given. */
export function greet(name) {
  return `Hello, ${name}!`;
}
