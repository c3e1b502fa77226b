// Browser stand-in for node's `util`: readable-stream@2 only probes util.debuglog / util.inspect.custom.
module.exports = {};
