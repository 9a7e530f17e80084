package org.tavolo.inbrowser;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;

/** Plain JavaScript data (objects, arrays, strings, numbers, booleans) read and written from Java. */
final class Js {

    private Js() {}

    @JSBody(
            params = {"o", "key"},
            script = "return o === undefined || o === null ? undefined : o[key];")
    static native JSObject get(JSObject o, String key);

    @JSBody(params = "v", script = "return v === undefined || v === null;")
    static native boolean absent(JSObject v);

    @JSBody(params = "v", script = "return typeof v === 'string';")
    static native boolean isString(JSObject v);

    @JSBody(params = "v", script = "return Number.isSafeInteger(v);")
    static native boolean isWholeNumber(JSObject v);

    @JSBody(params = "v", script = "return typeof v === 'boolean';")
    static native boolean isBoolean(JSObject v);

    @JSBody(params = "v", script = "return Array.isArray(v);")
    static native boolean isArray(JSObject v);

    @JSBody(params = "v", script = "return v.length;")
    static native int length(JSObject v);

    @JSBody(
            params = {"v", "i"},
            script = "return v[i];")
    static native JSObject at(JSObject v, int i);

    @JSBody(params = "v", script = "return v;")
    static native String asString(JSObject v);

    @JSBody(params = "v", script = "return v;")
    static native double asNumber(JSObject v);

    @JSBody(params = "v", script = "return v;")
    static native boolean asBoolean(JSObject v);

    @JSBody(params = "v", script = "return v;")
    static native JSObject of(String v);

    @JSBody(params = "v", script = "return v;")
    static native JSObject of(double v);

    @JSBody(script = "return null;")
    static native JSObject nothing();

    @JSBody(script = "return {};")
    static native JSObject object();

    @JSBody(script = "return [];")
    static native JSObject array();

    @JSBody(
            params = {"o", "key", "v"},
            script = "o[key] = v;")
    static native void put(JSObject o, String key, JSObject v);

    @JSBody(
            params = {"o", "key", "v"},
            script = "o[key] = v;")
    static native void put(JSObject o, String key, String v);

    @JSBody(
            params = {"o", "key", "v"},
            script = "o[key] = v;")
    static native void put(JSObject o, String key, double v);

    @JSBody(
            params = {"o", "key", "v"},
            script = "o[key] = v;")
    static native void put(JSObject o, String key, boolean v);

    @JSBody(
            params = {"a", "v"},
            script = "a.push(v);")
    static native void push(JSObject a, JSObject v);

    @JSBody(
            params = {"a", "v"},
            script = "a.push(v);")
    static native void push(JSObject a, String v);

    @JSBody(
            params = {"a", "v"},
            script = "a.push(v);")
    static native void push(JSObject a, double v);

    @JSBody(params = "o", script = "return Object.keys(o);")
    static native JSObject keys(JSObject o);
}
