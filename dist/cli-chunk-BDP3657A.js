import { createRequire as __marshalCreateRequire } from 'node:module'; const require = __marshalCreateRequire(import.meta.url);

// src/sandbox/address-guard.ts
import dns from "node:dns";
import net from "node:net";
function addressClass(address) {
  const a = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, "");
  if (net.isIPv4(a)) {
    if (a.startsWith("127.") || a.startsWith("0.")) return "loopback";
    if (a.startsWith("169.254.")) return "link-local";
    return "other";
  }
  if (a === "::1" || a === "::") return "loopback";
  if (/^fe[89ab][0-9a-f]:/.test(a)) return "link-local";
  return "other";
}
function guardedLookup(allowLoopback) {
  return ((hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses;
      const bad = list.find((a) => {
        const kind = addressClass(a.address);
        return kind === "link-local" || kind === "loopback" && !allowLoopback;
      });
      if (bad || !list.length) {
        const refused = Object.assign(new Error(`${hostname} resolves to ${bad?.address ?? "nothing"}, which the sandbox may not reach${bad && addressClass(bad.address) === "loopback" ? " (network.loopback is false)" : ""}`), { code: "EPOLICY" });
        return callback(refused);
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]?.address, list[0]?.family);
    });
  });
}

export {
  addressClass,
  guardedLookup
};
