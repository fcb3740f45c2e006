// Placeholder until this command lands; replaced by its owner.
export async function runRunCommand(_argv: string[]): Promise<number> {
  process.stderr.write('marshal: not built yet\n');
  return 2;
}
