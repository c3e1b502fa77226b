#!/usr/bin/env node
// Makes the sandbox's demo film, sandbox/media/film.webm: a few seconds of a small animated picture
// (VP8 in WebM, a few kB), recorded by Chromium from a canvas, with its duration written into the
// file (a recording has none, and a player needs it to tell how far the viewer got). The file is
// committed: nothing runs this at test time. Run it again only to change the film:
//   node scripts/make-demo-film.mjs [--seconds=6]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/e2e/browser.mjs';

const seconds = Math.max(1, Number((process.argv.find((a) => a.startsWith('--seconds=')) ?? '').slice(10)) || 6);
const out = fileURLToPath(new URL('../sandbox/media/film.webm', import.meta.url));

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent('<canvas width="160" height="90"></canvas>');
  const base64 = await page.evaluate(async (ms) => {
    const canvas = document.querySelector('canvas');
    const g = canvas.getContext('2d');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 40_000 });
    const parts = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const started = performance.now();
    const draw = () => {
      const t = (performance.now() - started) / ms;
      g.fillStyle = '#0b1020';
      g.fillRect(0, 0, 160, 90);
      g.fillStyle = '#1d4ed8';
      g.fillRect(0, 70, 160 * Math.min(1, t), 6);
      g.fillStyle = '#fff';
      g.font = 'bold 14px sans-serif';
      g.fillText('Sandbox Films', 12, 30);
      g.font = '12px sans-serif';
      g.fillText(`demo film · ${Math.min(ms / 1000, Math.floor(t * ms / 1000))} s`, 12, 52);
    };
    draw();
    recorder.start();
    await new Promise((done) => {
      const tick = () => {
        draw();
        if (performance.now() - started >= ms) done();
        else requestAnimationFrame(tick);
      };
      tick();
    });
    recorder.stop();
    await new Promise((done) => (recorder.onstop = done));
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, seconds * 1000);
  const webm = withDuration(Buffer.from(base64, 'base64'));
  writeFileSync(out, webm);
  console.log(`${out}: ${webm.length} bytes`);
} finally {
  await browser.close();
}

/** Reads an EBML variable-size integer at `at`: its value (the length marker removed) and its length. */
function vint(buf, at, keepMarker = false) {
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i];
  const unknown = !keepMarker && value === 2 ** (7 * length) - 1;
  return { value: unknown ? Infinity : value, length };
}

/** The direct children of the element whose content runs from `start` to `end`. */
function children(buf, start, end) {
  const list = [];
  for (let at = start; at < end;) {
    const id = vint(buf, at, true);
    const size = vint(buf, at + id.length);
    const data = at + id.length + size.length;
    const stop = size.value === Infinity ? end : data + size.value;
    list.push({ id: id.value, at, sizeAt: at + id.length, sizeLength: size.length, data, end: stop });
    at = stop;
  }
  return list;
}

/** An element's content as an unsigned number. */
function uint(buf, e) {
  let n = 0;
  for (let i = e.data; i < e.end; i++) n = n * 256 + buf[i];
  return n;
}

/** Writes `value` into `length` bytes at `at`, as an EBML size (with its length marker) or a plain unsigned number. */
function put(buf, at, length, value, marker) {
  for (let i = length - 1; i >= 0; i--) {
    buf[at + i] = value & 0xff;
    value = Math.floor(value / 256);
  }
  if (marker) buf[at] |= 0x80 >> (length - 1);
}

/**
 * The recording with a Duration element in its Info (milliseconds: its TimecodeScale is 1 ms). The
 * recorder leaves a Void element before Info; the Duration's 11 bytes come out of it, so nothing
 * after Info moves, and the SeekHead's entry for Info is moved back by as much.
 */
function withDuration(buf) {
  const ID = { segment: 0x18538067, seekHead: 0x114d9b74, seek: 0x4dbb, seekId: 0x53ab, seekPosition: 0x53ac, void: 0xec, info: 0x1549a966, cluster: 0x1f43b675, timecode: 0xe7, group: 0xa0, block: 0xa1, simple: 0xa3 };
  const out = Buffer.from(buf);
  const segment = children(out, 0, out.length).find((e) => e.id === ID.segment);
  const top = children(out, segment.data, segment.end);
  const info = top.find((e) => e.id === ID.info);
  const gap = top[top.indexOf(info) - 1];
  if (gap?.id !== ID.void || gap.end - gap.data < 12 || gap.sizeLength !== 1) throw new Error('the recording has no room before its Info');
  let last = 0;
  for (const cluster of top.filter((e) => e.id === ID.cluster)) {
    const parts = children(out, cluster.data, cluster.end);
    const base = uint(out, parts.find((e) => e.id === ID.timecode));
    const blocks = parts.filter((e) => e.id === ID.simple).concat(parts.filter((e) => e.id === ID.group).flatMap((g) => children(out, g.data, g.end).filter((e) => e.id === ID.block)));
    for (const block of blocks) last = Math.max(last, base + out.readInt16BE(block.data + vint(out, block.data).length));
  }
  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(0x4489, 0);
  duration[2] = 0x88; // 8 bytes
  duration.writeDoubleBE(last + 100, 3); // the last frame lasts one frame (10 frames a second)
  // the SeekHead's entry for Info moves back by the 11 bytes
  const seekHead = top.find((e) => e.id === ID.seekHead);
  for (const seek of seekHead ? children(out, seekHead.data, seekHead.end).filter((e) => e.id === ID.seek) : []) {
    const fields = children(out, seek.data, seek.end);
    const id = fields.find((e) => e.id === ID.seekId);
    const position = fields.find((e) => e.id === ID.seekPosition);
    if (id && position && uint(out, id) === ID.info) put(out, position.data, position.end - position.data, uint(out, position) - 11, false);
  }
  // Void shrinks by 11, Info grows by 11: Info's size field keeps its width
  out[gap.sizeAt] = 0x80 | (gap.end - gap.data - 11);
  const infoSize = Buffer.alloc(info.sizeLength);
  put(infoSize, 0, info.sizeLength, info.end - info.data + 11, true);
  return Buffer.concat([
    out.subarray(0, gap.data), out.subarray(gap.data + 11, gap.end),
    out.subarray(info.at, info.sizeAt), infoSize, out.subarray(info.data, info.end), duration,
    out.subarray(info.end),
  ]);
}
