// A Dockerfile as its instructions, for the tests of docker/: continuation lines joined, comments left out, each
// instruction with the build stage it belongs to (the alias of its FROM, or the FROM's image when it has none).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
  stage: string;
}

/** The instructions of a Dockerfile, by its path relative to the repository. */
export function dockerfileInstructions(file: string): Instruction[] {
  const text = readFileSync(path.join(__dirname, '..', file), 'utf8');
  const lines = text.split('\n').filter((line) => !/^\s*#/.test(line));
  const joined = lines.join('\n').replace(/\\\n/g, ' ');
  let stage = '';
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      const args = rest.join(' ');
      if (keyword.toUpperCase() === 'FROM') stage = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? rest[0] ?? '';
      return { keyword: keyword.toUpperCase(), args, stage };
    });
}
