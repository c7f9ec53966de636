// Line numbers of offsets in a text, for warnings and for finding where a line starts or ends.

export class LineIndex {
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    for (let index = 0; index < text.length; index += 1) {
      if (text[index] === "\n") this.lineStarts.push(index + 1);
    }
  }

  /** 1-based. */
  lineOf(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((this.lineStarts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  lineStartOf(offset: number): number {
    return this.lineStarts[this.lineOf(offset) - 1] as number;
  }

  /** The offset of the newline ending the line, or the text's length on the last line. */
  lineEndOf(offset: number): number {
    const newline = this.text.indexOf("\n", offset);
    return newline === -1 ? this.text.length : newline;
  }
}
