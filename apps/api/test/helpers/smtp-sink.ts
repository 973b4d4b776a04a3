import net from 'node:net';

export interface SmtpSink {
  port: number;
  /** The raw DATA of every message received. */
  messages: string[];
  /** Every command line received (upper case), to show what a client did or did not send. */
  commands: string[];
  /** While true, every message is refused with a temporary error (451), as a server that is down. */
  refusing: boolean;
  close(): Promise<void>;
}

/** The smallest SMTP server a client completes a delivery with: it keeps what it is sent. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: string[] = [];
  const commands: string[] = [];
  const sink = { refusing: false };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        commands.push(line);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('MAIL') && sink.refusing) socket.write('451 try again later\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('STARTTLS')) {
          // It offers no TLS, as a server stripped of its STARTTLS by someone in the middle.
          socket.write('454 TLS not available\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(sink, {
    port: (server.address() as net.AddressInfo).port,
    messages,
    commands,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
