/** heic-decode ships no types; this is the part Lineup uses. */
declare module "heic-decode" {
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  }
  interface HeicImages extends Array<HeicImage> {
    dispose(): void;
  }
  interface Decode {
    (options: { buffer: Buffer | ArrayBuffer }): Promise<{
      width: number;
      height: number;
      data: Uint8ClampedArray;
    }>;
    all(options: { buffer: Buffer | ArrayBuffer }): Promise<HeicImages>;
  }
  const decode: Decode;
  export default decode;
}
