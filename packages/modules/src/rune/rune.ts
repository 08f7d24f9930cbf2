import { mat4 } from 'gl-matrix';

/**
 * A rune is an immutable tree. A node may hold its own triangles (`shape`: x, y, z, w per vertex,
 * three vertices a triangle, in the drawing's clip space [-1, 1]² with +y up), an image (`textureUrl`,
 * drawn on the square [-1, 1]²), and sub-runes. Its `matrix` places everything it holds inside its
 * parent; its `color`, when set, paints every triangle below it (the outermost colour wins).
 * Combinators only wrap: no vertex is touched until `show` flattens the tree once.
 */
export class Rune {
  /** Vertices in the whole tree, counted once at construction so flattening allocates exactly. */
  readonly vertexCount: number;
  /** Images in the whole tree. */
  readonly textureCount: number;

  constructor(
    readonly shape: Float32Array | null,
    readonly matrix: mat4 | null,
    readonly children: readonly Rune[],
    readonly color: Float32Array | null,
    readonly textureUrl: string | null,
  ) {
    let vertices = shape ? shape.length / 4 : 0;
    let textures = textureUrl === null ? 0 : 1;
    for (const child of children) {
      vertices += child.vertexCount;
      textures += child.textureCount;
    }
    this.vertexCount = vertices;
    this.textureCount = textures;
  }

  /** How js-slang's REPL prints a rune (its stringify calls this). */
  toReplString(): string {
    return '<Rune>';
  }
}

export function isRune(value: unknown): value is Rune {
  return value instanceof Rune;
}

/** A rune made of triangles only. */
export function shapeRune(shape: Float32Array): Rune {
  return new Rune(shape, null, [], null, null);
}

/** A rune that shows an image on the square. */
export function imageRune(url: string): Rune {
  return new Rune(null, null, [], null, url);
}

/** Several runes drawn together in the same place. */
export function groupRune(children: readonly Rune[]): Rune {
  return new Rune(null, null, children, null, null);
}

/**
 * `rune` placed by `matrix`. A rune that is only a placement of another is folded into one matrix,
 * so chains of transforms (`translate(scale(rotate(...)))`) stay one node deep.
 */
export function transformedRune(rune: Rune, matrix: mat4): Rune {
  const only = rune.children[0];
  if (rune.matrix !== null && rune.shape === null && rune.color === null && rune.textureUrl === null) {
    if (rune.children.length === 1 && only) {
      return new Rune(null, mat4.multiply(mat4.create(), matrix, rune.matrix), [only], null, null);
    }
  }
  return new Rune(null, matrix, [rune], null, null);
}

/** `rune` painted in one colour (r, g, b, a in [0, 1]). */
export function coloredRune(rune: Rune, rgba: Float32Array): Rune {
  return new Rune(null, null, [rune], rgba, null);
}

/** What `animate_rune` returns: the frames went to the tab; the REPL prints `<AnimatedRune>`. */
export class AnimatedRune {
  constructor(
    readonly duration: number,
    readonly fps: number,
    readonly frameCount: number,
  ) {}

  toReplString(): string {
    return '<AnimatedRune>';
  }
}
