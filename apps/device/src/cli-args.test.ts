import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER, parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('takes the secret and the server, in either spelling, with the default server', () => {
    expect(parseCliArgs(['--secret', 'abc-1'])).toEqual({ secret: 'abc-1', server: DEFAULT_SERVER });
    expect(parseCliArgs(['--server=https://sa.example.org', '--secret=x_y'])).toEqual({
      secret: 'x_y',
      server: 'https://sa.example.org',
    });
  });

  it('asks for help', () => {
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
  });

  it.each([
    [[], '--secret is required'],
    [['--secret'], '--secret needs a value'],
    [['--secret', '--server', 'http://x'], '--secret needs a value'],
    [['--secret', 'a b'], '--secret: Secret may contain only letters, digits, - and _'],
    [['--secret', 's', '--server', 'ftp://x'], '--server must be an http(s) URL'],
    [['--secret', 's', '--server', 'nowhere'], '--server is not a URL: nowhere'],
    [['--secret', 's', '--verbose'], 'Unknown argument: --verbose'],
  ])('%j is a problem: %s', (argv, problem) => {
    expect(parseCliArgs(argv)).toEqual({ problem });
  });
});
