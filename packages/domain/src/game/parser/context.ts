/**
 * The state both passes share (game-facts 1, "Two-pass parse"): the checkpoint being filled, the one
 * id registry, the action counter, and the reference checks that wait for the end of the parse.
 */
import { CheckpointParseError, type GameCheckpoint } from '../checkpoint-types';

export type SourceFile = 'default' | 'checkpoint';

interface DeferredCheck {
  /** The message when the reference is broken, else undefined. */
  check: () => string | undefined;
  line: number | null;
  file: SourceFile;
}

export class ParseContext {
  readonly checkpoint: GameCheckpoint = {
    objectives: [],
    tasks: [],
    locations: {},
    objects: {},
    boundingBoxes: {},
    characters: {},
    expressions: {},
    dialogues: {},
    quizzes: {},
    sounds: {},
    actions: {},
    gameStartActionIds: [],
    checkpointCompleteActionIds: [],
  };
  file: SourceFile = 'default';
  private readonly ids = new Set<string>();
  private readonly deferred: DeferredCheck[] = [];
  private actionCount = 0;

  fail(message: string, line: number | null): never {
    throw new CheckpointParseError(message, line, this.file);
  }

  /** Locations, dialogues, objects, boxes, characters, sounds and quizzes share one namespace. */
  register(id: string, line: number): void {
    if (this.ids.has(id)) this.fail(`Duplicate item id ${id}`, line);
    this.ids.add(id);
  }

  nextActionId(): string {
    this.actionCount += 1;
    return `action#${this.actionCount}`;
  }

  later(line: number | null, check: () => string | undefined): void {
    this.deferred.push({ check, line, file: this.file });
  }

  runDeferred(): void {
    for (const { check, line, file } of this.deferred) {
      const message = check();
      if (message !== undefined) throw new CheckpointParseError(message, line, file);
    }
  }

  addExpression(characterId: string, expression: string): void {
    const list = this.checkpoint.expressions[characterId] ?? [];
    if (!list.includes(expression)) list.push(expression);
    this.checkpoint.expressions[characterId] = list;
  }
}
