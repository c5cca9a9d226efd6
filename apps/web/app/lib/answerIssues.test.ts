import { describe, expect, it } from 'vitest';
import { answerIssues } from './answerIssues';

describe('answerIssues', () => {
  it('names the answer as a whole when the check gave no place', () => {
    expect(answerIssues(undefined)).toEqual(['(the body)']);
    expect(answerIssues([])).toEqual(['(the body)']);
  });

  it('reads JSON Pointer escapes back into keys', () => {
    const error = {
      instancePath: '/fields/a~1b~0c',
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'string' },
    };
    expect(answerIssues([error])).toEqual(['fields.a/b~c']);
  });
});
