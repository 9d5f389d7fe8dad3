/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(content: Buffer, filename: string, contentType = 'image/jpeg') {
  const boundary = `----aangan${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
