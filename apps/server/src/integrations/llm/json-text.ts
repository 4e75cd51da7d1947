import { z } from 'zod';

/**
 * Many OpenAI-compatible servers (Ollama, llama.cpp, vLLM without guided decoding) and models that
 * ignore JSON mode answer a JSON object wrapped in prose, code fences or a <think> block. This finds
 * the object in such text: the first balanced {...} that parses, after removing reasoning blocks.
 */
export function extractJsonObject(text: string): unknown {
  const cleaned = withoutReasoning(text);
  const direct = tryParse(cleaned.trim());
  if (isObject(direct)) return direct;
  for (let start = cleaned.indexOf('{'); start !== -1; start = cleaned.indexOf('{', start + 1)) {
    const end = matchingBrace(cleaned, start);
    if (end === -1) continue;
    const parsed = tryParse(cleaned.slice(start, end + 1));
    if (isObject(parsed)) return parsed;
  }
  return undefined;
}

/** The text without its <think> blocks (also one whose opening tag the server left out). */
export function withoutReasoning(text: string): string {
  return text.replace(/<think>[\s\S]*?<\/think>/gi, '').replace(/^[\s\S]*?<\/think>/i, '');
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Index of the brace closing the one at `start`, skipping braces inside strings; -1 if none. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/**
 * The answer-format paragraph for models that are not given the schema through the API (JSON mode
 * or plain text): the JSON Schema itself, which every instruction-tuned model reads well.
 */
export function jsonAnswerInstruction(schema: z.ZodType): string {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' }) as Record<
    string,
    unknown
  >;
  return [
    '# Answer format',
    'Answer with one JSON object and nothing else: no code fence, no text before or after it.',
    'It must match this JSON Schema:',
    JSON.stringify(jsonSchema),
  ].join('\n');
}

/** The schema's complaints about a value, short enough to show the model in a repair request. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `- ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}
