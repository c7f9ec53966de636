import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging.js";

describe("request log redaction", () => {
  it("hides access keys and view codes in logged URLs and keeps the rest", () => {
    expect(redactUrl("/view?path=intro&hash=s3cr3t-KEY_x&timestamp=1")).toBe(
      "/view?path=intro&hash=[redacted]&timestamp=1",
    );
    expect(redactUrl("/view?viewPath=abc&path=x")).toBe("/view?viewPath=[redacted]&path=x");
    expect(redactUrl("/view?path=hash")).toBe("/view?path=hash");
    expect(redactUrl("/api/menuInfo/getAuthMenuTree")).toBe("/api/menuInfo/getAuthMenuTree");
  });
});
