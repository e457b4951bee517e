"""Real models for the case generators, in tiny configurations: the `paddle.vision.models`
catalogue and `paddleformers` causal language models, built from their own code.

What is changed, and why (nothing else is):

* Dropout layers get p = 0: Paddle's random stream cannot be reproduced outside Paddle, and a
  dropout op with p = 0 still is in every program.
* Classifier layers whose widths are fixed for 224x224 ImageNet inputs (AlexNet's and VGG's
  4096-wide heads, GoogLeNet's auxiliary heads) are re-made with the in-features a small input
  gives and a small hidden width (`resize_linears`): the rest of the model is untouched.
* paddleformers (1.2.0): its fused RMSNorm has no CPU kernel (`fuse_rms_norm=False`); its Qwen2
  and Qwen3 `ForCausalLM` classes build a GPU-only model (paddlefleet), so the native
  `...ForCausalLMDeprecated` classes are used, and `paddleformers.transformers.gpt_provider`
  (which needs paddlefleet only to define those GPU classes) is given a stand-in module;
  `paddle.jit.ignore_module` on its configuration module avoids a dy2st recursion, and static
  mode needs the rotary `inv_freq` buffer (any non-persistable buffer) kept as a plain attribute.

`size` knobs (all optional, `key=value` in a case spec): vision `image`, `classes`, `scale`
(MobileNet, ShuffleNet), `depth` (ResNet, DenseNet), `act` (ShuffleNet), `width` (the re-made
heads); language models `vocab`, `hidden`, `inter`, `layers`, `heads`, `kv`, `seq`.

Imports nothing of Paddle at module level: every builder is given the `paddle` module.
"""

from __future__ import annotations

import dataclasses
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

# -- vision -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Vision:
    """A `paddle.vision.models` model: `make(M, size)` builds it (M = paddle.vision.models);
    `channels`/`image`: its input; `heads`: linears to re-make, name -> (in features or None =
    as measured, out features: "width" | "classes" | a number); `aux`: its forward returns
    (out, aux1, aux2) (GoogLeNet), trained as out + 0.3 aux1 + 0.3 aux2."""

    make: Callable[[Any, dict], Any]
    channels: int = 3
    image: int = 32
    heads: tuple[tuple[str, str], ...] = ()
    aux: bool = False


def _resnet(M: Any, s: dict, **kw: Any) -> Any:
    depth = int(s.get("depth", 18))
    block = M.resnet.BasicBlock if depth < 50 else M.resnet.BottleneckBlock
    return M.ResNet(block, depth=depth, num_classes=s["classes"], **kw)


VISION: dict[str, Vision] = {
    "lenet": Vision(lambda M, s: M.LeNet(num_classes=s["classes"]), channels=1, image=28),
    "resnet": Vision(_resnet),
    "resnext": Vision(lambda M, s: _resnet(M, {"depth": 50, **s}, width=4, groups=32)),
    "wide_resnet": Vision(lambda M, s: _resnet(M, {"depth": 50, **s}, width=128)),
    "mobilenet_v1": Vision(lambda M, s: M.MobileNetV1(scale=float(s.get("scale", 0.25)), num_classes=s["classes"])),
    "mobilenet_v2": Vision(lambda M, s: M.MobileNetV2(scale=float(s.get("scale", 0.25)), num_classes=s["classes"])),
    "mobilenet_v3_small": Vision(
        lambda M, s: M.MobileNetV3Small(scale=float(s.get("scale", 0.25)), num_classes=s["classes"])
    ),
    "mobilenet_v3_large": Vision(
        lambda M, s: M.MobileNetV3Large(scale=float(s.get("scale", 0.25)), num_classes=s["classes"])
    ),
    "shufflenet_v2": Vision(
        lambda M, s: M.ShuffleNetV2(
            scale=float(s.get("scale", 0.25)), act=str(s.get("act", "relu")), num_classes=s["classes"]
        )
    ),
    "squeezenet": Vision(lambda M, s: M.SqueezeNet(str(s.get("version", "1.1")), num_classes=s["classes"])),
    "densenet": Vision(lambda M, s: M.DenseNet(layers=int(s.get("depth", 121)), num_classes=s["classes"])),
    "googlenet": Vision(
        lambda M, s: M.GoogLeNet(num_classes=s["classes"]),
        image=64,
        heads=(("_fc_o1", "width"), ("_out1", "classes"), ("_fc_o2", "width"), ("_out2", "classes")),
        aux=True,
    ),
    "inception_v3": Vision(lambda M, s: M.InceptionV3(num_classes=s["classes"]), image=75),
    "vgg": Vision(
        lambda M, s: M.VGG(M.vgg.make_layers([8, "M", 16, "M", 32, 32, "M"], batch_norm=bool(s.get("bn", 1)))),
        image=28,
        heads=(("classifier.0", "width"), ("classifier.3", "width"), ("classifier.6", "classes")),
    ),
    "alexnet": Vision(
        lambda M, s: M.AlexNet(num_classes=s["classes"]),
        image=64,
        heads=(("_fc6", "width"), ("_fc7", "width"), ("_fc8", "classes")),
    ),
}


def _sub(model: Any, dotted: str) -> tuple[Any, str, Any]:
    parent = model
    *path, last = dotted.split(".")
    for p in path:
        parent = parent[int(p)] if p.isdigit() else getattr(parent, p)
    layer = parent[int(last)] if last.isdigit() else getattr(parent, last)
    return parent, last, layer


class _Measured(Exception):
    """Raised by a forward pre-hook once it has the in-features it was there to measure."""


def resize_linears(paddle: Any, model: Any, x: Any, heads: tuple[tuple[str, str], ...], size: dict) -> None:
    """Re-make the linears named in `heads` (in order), each with the out-features its entry asks
    for and as in-features those of the re-made layer before it (a chain of "width" heads), or
    else what the input `x` gives it: a dygraph forward up to that layer (the heads before it are
    re-made by then, so the forward gets there)."""
    prev_out = None
    for name, out in heads:
        parent, last, layer = _sub(model, name)
        n_in = prev_out
        if n_in is None:
            seen: list[int] = []

            def measure(lyr: Any, a: Any, seen: list[int] = seen) -> None:
                seen.append(int(a[0].shape[-1]))
                raise _Measured

            h = layer.register_forward_pre_hook(measure)
            try:
                with paddle.no_grad():
                    model(x)
            except _Measured:
                pass
            finally:
                h.remove()
            n_in = seen[0]
        n_out = {"width": int(size.get("width", 32)), "classes": int(size["classes"])}.get(out, None) or int(out)
        new = paddle.nn.Linear(n_in, n_out)
        if last.isdigit():
            parent[int(last)] = new
        else:
            setattr(parent, last, new)
        prev_out = n_out if out == "width" else None


def no_dropout(paddle: Any, model: Any) -> None:
    for layer in model.sublayers():
        if isinstance(layer, paddle.nn.Dropout):
            layer.p = 0.0


def knobs(size: dict) -> dict[str, Any]:
    """Size knobs as numbers where they are numbers (`classes=5` -> 5, `scale=0.5` -> 0.5)."""
    out: dict[str, Any] = {}
    for k, v in size.items():
        if not isinstance(v, str):
            out[k] = v
            continue
        try:
            out[k] = int(v)
        except (TypeError, ValueError):
            try:
                out[k] = float(v)
            except (TypeError, ValueError):
                out[k] = v
    return out


def vision_model(paddle: Any, name: str, size: dict) -> tuple[Any, tuple[int, ...], Any]:
    """(model, input shape of one sample, loss layer) for `paddle.vision.models` model `name`."""
    spec = VISION[name]
    size = {"classes": 10, **knobs(size)}
    model = spec.make(paddle.vision.models, size)
    image = int(size.get("image", spec.image))
    shape = (spec.channels, image, image)
    if spec.heads:
        resize_linears(paddle, model, paddle.zeros([1, *shape]), spec.heads, size)
    no_dropout(paddle, model)
    return model, shape, _AuxLoss(paddle, spec.aux)


def _AuxLoss(paddle: Any, aux: bool) -> Any:  # noqa: N802 - a layer factory
    class AuxLoss(paddle.nn.Layer):
        """Cross entropy of the logits (GoogLeNet: out + 0.3 aux1 + 0.3 aux2, as in its paper)."""

        def __init__(self) -> None:
            super().__init__()
            self.ce = paddle.nn.CrossEntropyLoss()

        def forward(self, out: Any, label: Any) -> Any:
            if aux:
                return self.ce(out[0], label) + 0.3 * self.ce(out[1], label) + 0.3 * self.ce(out[2], label)
            return self.ce(out, label)

    return AuxLoss()


# -- paddleformers causal language models --------------------------------------------------------------


@dataclass(frozen=True)
class Family:
    """A paddleformers causal LM: its module under paddleformers.transformers, config and model
    class names, and config fields the tiny configuration adds."""

    module: str
    config: str
    model: str
    extra: tuple[tuple[str, Any], ...] = ()


LLMS: dict[str, Family] = {
    "llama": Family("llama", "LlamaConfig", "LlamaForCausalLM"),
    "qwen2": Family("qwen2", "Qwen2Config", "Qwen2ForCausalLMDeprecated"),
    "qwen3": Family("qwen3", "Qwen3Config", "Qwen3ForCausalLMDeprecated"),
    "ernie4_5": Family("ernie4_5", "Ernie4_5Config", "Ernie4_5ForCausalLM"),
    "phi3": Family("phi3", "Phi3Config", "Phi3ForCausalLM"),
    "gemma3_text": Family("gemma3_text", "Gemma3TextConfig", "Gemma3ForCausalLM"),
}


def _stand_in_gpt_provider() -> None:
    """paddleformers.transformers.gpt_provider needs paddlefleet (GPU) only to define the
    providers of the GPU model classes; the native classes never use them."""
    name = "paddleformers.transformers.gpt_provider"
    if name in sys.modules:
        return
    mod = types.ModuleType(name)

    @dataclasses.dataclass
    class GPTModelProvider:  # the base the Qwen providers subclass (dataclasses)
        pass

    mod.GPTModelProvider = GPTModelProvider  # type: ignore[attr-defined]
    sys.modules[name] = mod


def llm_config(paddle: Any, family: str, size: dict) -> Any:
    """The tiny configuration of `family` from the `size` knobs."""
    import importlib

    _stand_in_gpt_provider()
    from paddleformers.transformers import configuration_utils

    paddle.jit.ignore_module([configuration_utils])
    fam = LLMS[family]
    cfg_cls = getattr(importlib.import_module(f"paddleformers.transformers.{fam.module}.configuration"), fam.config)
    hidden = int(size.get("hidden", 16))
    heads = int(size.get("heads", 2))
    return cfg_cls(
        vocab_size=int(size.get("vocab", 64)),
        hidden_size=hidden,
        intermediate_size=int(size.get("inter", 2 * hidden)),
        num_hidden_layers=int(size.get("layers", 2)),
        num_attention_heads=heads,
        num_key_value_heads=int(size.get("kv", max(heads // 2, 1))),
        head_dim=hidden // heads,
        max_position_embeddings=max(int(size.get("seq", 8)), 16),
        fuse_rms_norm=False,
        use_cache=False,
        tie_word_embeddings=False,
        **dict(fam.extra),
    )


def llm_model(paddle: Any, family: str, size: dict) -> tuple[Any, Any]:
    """(model, loss layer): the causal LM returning logits [batch, seq, vocab], cross entropy
    against the next-token labels."""
    import importlib

    cfg = llm_config(paddle, family, size)
    fam = LLMS[family]
    cls = getattr(importlib.import_module(f"paddleformers.transformers.{fam.module}.modeling"), fam.model)

    class CausalLM(paddle.nn.Layer):
        def __init__(self) -> None:
            super().__init__()
            self.lm = cls(cfg)

        def forward(self, ids: Any) -> Any:
            return self.lm(ids)[0]

    model = CausalLM()
    for layer in model.sublayers(include_self=True):
        for b in list(getattr(layer, "_non_persistable_buffer_names_set", ())):
            if b in layer._buffers:
                object.__setattr__(layer, b, layer._buffers.pop(b))
    no_dropout(paddle, model)
    return model, paddle.nn.CrossEntropyLoss()
