/** What the server refused, read out when it appears, one message a line. */
export function ImportAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {messages.length === 1 ? (
        <p className="[overflow-wrap:anywhere]">{messages[0]}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-5 [overflow-wrap:anywhere]">
          {messages.map((message, index) => (
            // A message may come twice (two columns matched alike): the place keeps them apart.
            <li key={index}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
